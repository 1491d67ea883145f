<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BusyIndicator</name>
    <message numerus="yes">
        <location filename="../widgets/common/busyindicator.cpp" line="43"/>
        <source>Indexing %Ln path(s)…</source>
        <translation>
            <numerusform>Indexing %Ln path…</numerusform>
            <numerusform>Indexing %Ln paths…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorMessage</name>
    <message numerus="yes">
        <location filename="../core/formats/placeholders.cpp" line="76"/>
        <source>the table is a template: {items} are placeholders where an address belongs; fill in the real addresses before the table places ranks on hosts</source>
        <translation>
            <numerusform>the table is a template: {items} is a placeholder where an address belongs; fill in the real addresses before the table places ranks on hosts</numerusform>
            <numerusform>the table is a template: {items} are placeholders where an address belongs; fill in the real addresses before the table places ranks on hosts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/formats/ranktableparser.cpp" line="198"/>
        <source>server_count is {count} but server_list holds {servers} servers</source>
        <translation>
            <numerusform>server_count is {count} but server_list holds {servers} server</numerusform>
            <numerusform>server_count is {count} but server_list holds {servers} servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/formats/ranktableparser.cpp" line="285"/>
        <source>{where}: instance_count is {count} but instance_list holds {instances} instances</source>
        <translation>
            <numerusform>{where}: instance_count is {count} but instance_list holds {instances} instance</numerusform>
            <numerusform>{where}: instance_count is {count} but instance_list holds {instances} instances</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/formats/ranktableparser.cpp" line="358"/>
        <source>no card has rank_id {rank}: the table&apos;s {cards} cards must be numbered 0-{last} (it goes up to {highest})</source>
        <translation>
            <numerusform>no card has rank_id {rank}: the table&apos;s {cards} card must be numbered 0-{last} (it goes up to {highest})</numerusform>
            <numerusform>no card has rank_id {rank}: the table&apos;s {cards} cards must be numbered 0-{last} (it goes up to {highest})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/convert/strategysimulator.cpp" line="33"/>
        <source>the spec gives {sizes} axis sizes but the main dev_matrix {matrix} has {axes} axes</source>
        <translation>
            <numerusform>the spec gives {sizes} axis sizes but the main dev_matrix {matrix} has {axes} axis</numerusform>
            <numerusform>the spec gives {sizes} axis sizes but the main dev_matrix {matrix} has {axes} axes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/formats/groupinfo.cpp" line="123"/>
        <source>a group information file (group_ckpt_save_file), not a checkpoint or a strategy file: {n} communication groups ({groups}), and a restore reads ranks {ranks}. MindSpore reads it with restore_group_info_list; resharding needs the strategy file (strategy_ckpt_save_file) instead</source>
        <translation>
            <numerusform>a group information file (group_ckpt_save_file), not a checkpoint or a strategy file: {n} communication group ({groups}), and a restore reads ranks {ranks}. MindSpore reads it with restore_group_info_list; resharding needs the strategy file (strategy_ckpt_save_file) instead</numerusform>
            <numerusform>a group information file (group_ckpt_save_file), not a checkpoint or a strategy file: {n} communication groups ({groups}), and a restore reads ranks {ranks}. MindSpore reads it with restore_group_info_list; resharding needs the strategy file (strategy_ckpt_save_file) instead</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/formats/groupinfo.cpp" line="135"/>
        <source>a group information file (group_ckpt_save_file), not a checkpoint or a strategy file: {n} communication groups ({groups}), and a restore reads ranks (none). MindSpore reads it with restore_group_info_list; resharding needs the strategy file (strategy_ckpt_save_file) instead</source>
        <translation>
            <numerusform>a group information file (group_ckpt_save_file), not a checkpoint or a strategy file: {n} communication group ({groups}), and a restore reads ranks (none). MindSpore reads it with restore_group_info_list; resharding needs the strategy file (strategy_ckpt_save_file) instead</numerusform>
            <numerusform>a group information file (group_ckpt_save_file), not a checkpoint or a strategy file: {n} communication groups ({groups}), and a restore reads ranks (none). MindSpore reads it with restore_group_info_list; resharding needs the strategy file (strategy_ckpt_save_file) instead</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/inspect/runloader.cpp" line="100"/>
        <source>nothing to open here: looked for rank_&lt;N&gt;/ folders (a run), strategy files (.ckpt, .json) or training logs, but it holds {folders} folder and {files} files ({names})</source>
        <translation>
            <numerusform>nothing to open here: looked for rank_&lt;N&gt;/ folders (a run), strategy files (.ckpt, .json) or training logs, but it holds {folders} folder and {files} file ({names})</numerusform>
            <numerusform>nothing to open here: looked for rank_&lt;N&gt;/ folders (a run), strategy files (.ckpt, .json) or training logs, but it holds {folders} folder and {files} files ({names})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/inspect/runloader.cpp" line="108"/>
        <source>nothing to open here: looked for rank_&lt;N&gt;/ folders (a run), strategy files (.ckpt, .json) or training logs, but it holds {folders} folders and {files} files ({names})</source>
        <translation>
            <numerusform>nothing to open here: looked for rank_&lt;N&gt;/ folders (a run), strategy files (.ckpt, .json) or training logs, but it holds {folders} folders and {files} file ({names})</numerusform>
            <numerusform>nothing to open here: looked for rank_&lt;N&gt;/ folders (a run), strategy files (.ckpt, .json) or training logs, but it holds {folders} folders and {files} files ({names})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/layout/tensorlayout.cpp" line="99"/>
        <source>tensor_map entry {entry} lists {axes} device axes but the layout is not nested</source>
        <translation>
            <numerusform>tensor_map entry {entry} lists {axes} device axis but the layout is not nested</numerusform>
            <numerusform>tensor_map entry {entry} lists {axes} device axes but the layout is not nested</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/layout/tensorlayout.cpp" line="128"/>
        <source>tensor_map entry {entry} names device axis {axis} but dev_matrix {matrix} has {axes} axes</source>
        <translation>
            <numerusform>tensor_map entry {entry} names device axis {axis} but dev_matrix {matrix} has {axes} axis</numerusform>
            <numerusform>tensor_map entry {entry} names device axis {axis} but dev_matrix {matrix} has {axes} axes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/layout/tensorlayout.cpp" line="212"/>
        <source>optimizer shard size {size} does not divide the replica group size {group} (replica axes: device axes {axes} of dev_matrix {matrix})</source>
        <translation>
            <numerusform>optimizer shard size {size} does not divide the replica group size {group} (replica axes: device axis {axes} of dev_matrix {matrix})</numerusform>
            <numerusform>optimizer shard size {size} does not divide the replica group size {group} (replica axes: device axes {axes} of dev_matrix {matrix})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/layout/tensorlayout.cpp" line="269"/>
        <source>tensor_map has {entries} entry but the full shape {shape} has {dims} dimensions</source>
        <translation>
            <numerusform>tensor_map has {entries} entry but the full shape {shape} has {dims} dimension</numerusform>
            <numerusform>tensor_map has {entries} entry but the full shape {shape} has {dims} dimensions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/layout/tensorlayout.cpp" line="275"/>
        <source>tensor_map has {entries} entries but the full shape {shape} has {dims} dimensions</source>
        <translation>
            <numerusform>tensor_map has {entries} entries but the full shape {shape} has {dims} dimension</numerusform>
            <numerusform>tensor_map has {entries} entries but the full shape {shape} has {dims} dimensions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/layout/tensorlayout.cpp" line="281"/>
        <source>tensor_map has {entries} entry but the local shape {shape} has {dims} dimensions</source>
        <translation>
            <numerusform>tensor_map has {entries} entry but the local shape {shape} has {dims} dimension</numerusform>
            <numerusform>tensor_map has {entries} entry but the local shape {shape} has {dims} dimensions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/layout/tensorlayout.cpp" line="287"/>
        <source>tensor_map has {entries} entries but the local shape {shape} has {dims} dimensions</source>
        <translation>
            <numerusform>tensor_map has {entries} entries but the local shape {shape} has {dims} dimension</numerusform>
            <numerusform>tensor_map has {entries} entries but the local shape {shape} has {dims} dimensions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/layout/tensorlayout.cpp" line="315"/>
        <source>dimension {dim} (size {size}) does not divide by {parts} (device axes {axes} of dev_matrix {matrix})</source>
        <translation>
            <numerusform>dimension {dim} (size {size}) does not divide by {parts} (device axis {axes} of dev_matrix {matrix})</numerusform>
            <numerusform>dimension {dim} (size {size}) does not divide by {parts} (device axes {axes} of dev_matrix {matrix})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/layout/transformcontext.cpp" line="54"/>
        <source>destination rank {rank} is outside the {ranks} destination ranks ({stages} stage of {devices} devices)</source>
        <translation>
            <numerusform>destination rank {rank} is outside the {ranks} destination ranks ({stages} stage of {devices} device)</numerusform>
            <numerusform>destination rank {rank} is outside the {ranks} destination ranks ({stages} stage of {devices} devices)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/layout/transformcontext.cpp" line="61"/>
        <source>destination rank {rank} is outside the {ranks} destination ranks ({stages} stages of {devices} devices)</source>
        <translation>
            <numerusform>destination rank {rank} is outside the {ranks} destination ranks ({stages} stages of {devices} device)</numerusform>
            <numerusform>destination rank {rank} is outside the {ranks} destination ranks ({stages} stages of {devices} devices)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/logs/logloader.cpp" line="17"/>
        <source>no training-log points in {lines} lines</source>
        <translation>
            <numerusform>no training-log points in {lines} line</numerusform>
            <numerusform>no training-log points in {lines} lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/logs/logloader.cpp" line="20"/>
        <source>no training-log points in {lines} lines ({na} with loss N/A)</source>
        <translation>
            <numerusform>no training-log points in {lines} line ({na} with loss N/A)</numerusform>
            <numerusform>no training-log points in {lines} lines ({na} with loss N/A)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/logs/logloader.cpp" line="25"/>
        <source>no training-log points in {lines} lines ({unread} unread)</source>
        <translation>
            <numerusform>no training-log points in {lines} line ({unread} unread)</numerusform>
            <numerusform>no training-log points in {lines} lines ({unread} unread)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/logs/logloader.cpp" line="31"/>
        <source>no training-log points in {lines} lines ({unread} unread; line {line}: {problem}: {detail})</source>
        <translation>
            <numerusform>no training-log points in {lines} line ({unread} unread; line {line}: {problem}: {detail})</numerusform>
            <numerusform>no training-log points in {lines} lines ({unread} unread; line {line}: {problem}: {detail})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/logs/logloader.cpp" line="37"/>
        <source>no training-log points in {lines} lines ({na} with loss N/A, {unread} unread)</source>
        <translation>
            <numerusform>no training-log points in {lines} line ({na} with loss N/A, {unread} unread)</numerusform>
            <numerusform>no training-log points in {lines} lines ({na} with loss N/A, {unread} unread)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/logs/logloader.cpp" line="44"/>
        <source>no training-log points in {lines} lines ({na} with loss N/A, {unread} unread; line {line}: {problem}: {detail})</source>
        <translation>
            <numerusform>no training-log points in {lines} line ({na} with loss N/A, {unread} unread; line {line}: {problem}: {detail})</numerusform>
            <numerusform>no training-log points in {lines} lines ({na} with loss N/A, {unread} unread; line {line}: {problem}: {detail})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/logs/logloader.cpp" line="165"/>
        <source>no training-log points in any log found ({files} files; {error})</source>
        <translation>
            <numerusform>no training-log points in any log found ({files} file; {error})</numerusform>
            <numerusform>no training-log points in any log found ({files} files; {error})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorPiece</name>
    <message numerus="yes">
        <location filename="../core/cluster/hostselect.cpp" line="32"/>
        <source>{list}, ... ({count} servers)</source>
        <translation>
            <numerusform>{list}, ... ({count} server)</numerusform>
            <numerusform>{list}, ... ({count} servers)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/formats/groupinfo.cpp" line="39"/>
        <source>{list},... ({count} ranks)</source>
        <translation>
            <numerusform>{list},... ({count} rank)</numerusform>
            <numerusform>{list},... ({count} ranks)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/run/stepselection.cpp" line="26"/>
        <source>ranks {ranks} hold {step}</source>
        <translation>
            <numerusform>rank {ranks} holds {step}</numerusform>
            <numerusform>ranks {ranks} hold {step}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/run/stepselection.cpp" line="97"/>
        <source>ranks {ranks}: {step}</source>
        <translation>
            <numerusform>rank {ranks}: {step}</numerusform>
            <numerusform>ranks {ranks}: {step}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/messagepiece.cpp" line="123"/>
        <source>{list} and {more} more</source>
        <translation>
            <numerusform>{list} and {more} more</numerusform>
            <numerusform>{list} and {more} more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/doctor/doctorreport.cpp" line="190"/>
        <source>{count} checkpoint entries not loaded (ckpt_not_load)</source>
        <translation>
            <numerusform>{count} checkpoint entry not loaded (ckpt_not_load)</numerusform>
            <numerusform>{count} checkpoint entries not loaded (ckpt_not_load)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/history/resumepicker.cpp" line="106"/>
        <source>ranks {ranks} take {taken}</source>
        <translation>
            <numerusform>rank {ranks} take {taken}</numerusform>
            <numerusform>ranks {ranks} take {taken}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/doctor/doctorpieces.cpp" line="129"/>
        <source>{config} {ckpt_value} -&gt; {net_value} ({params} parameters)</source>
        <translation>
            <numerusform>{config} {ckpt_value} -&gt; {net_value} ({params} parameter)</numerusform>
            <numerusform>{config} {ckpt_value} -&gt; {net_value} ({params} parameters)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/doctor/doctorpieces.cpp" line="41"/>
        <source>axes {axes}</source>
        <translation>
            <numerusform>axis {axes}</numerusform>
            <numerusform>axes {axes}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/inspect/splitpiece.cpp" line="70"/>
        <source>dim {dim} / {parts} over axes {axes}</source>
        <translation>
            <numerusform>dim {dim} / {parts} over axis {axes}</numerusform>
            <numerusform>dim {dim} / {parts} over axes {axes}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/inspect/splitpiece.cpp" line="92"/>
        <source>replicated ×{replicas} over axes {axes}</source>
        <translation>
            <numerusform>replicated ×{replicas} over axis {axes}</numerusform>
            <numerusform>replicated ×{replicas} over axes {axes}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExplainText</name>
    <message numerus="yes">
        <location filename="../widgets/models/common/explaintext.cpp" line="93"/>
        <source>%Ln rank(s) of its stage are not in the rank table, so where their slices travel is not known.</source>
        <translation>
            <numerusform>%Ln rank of its stage is not in the rank table, so where its slices travel is not known.</numerusform>
            <numerusform>%Ln ranks of its stage are not in the rank table, so where their slices travel is not known.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportForm</name>
    <message numerus="yes">
        <location filename="../widgets/export/exportform.cpp" line="224"/>
        <source>all %Ln parameter(s)</source>
        <translation>
            <numerusform>all %Ln parameter</numerusform>
            <numerusform>all %Ln parameters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/export/exportform.cpp" line="231"/>
        <source>%1 of %Ln parameter(s)</source>
        <translation>
            <numerusform>%1 of %Ln parameter</numerusform>
            <numerusform>%1 of %Ln parameters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message numerus="yes">
        <location filename="../widgets/models/export/exporttext.cpp" line="123"/>
        <source>Exported %Ln tensor(s) (%1) to %2 in %3 s.</source>
        <translation>
            <numerusform>Exported %Ln tensor (%1) to %2 in %3 s.</numerusform>
            <numerusform>Exported %Ln tensors (%1) to %2 in %3 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/export/exporttext.cpp" line="126"/>
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln file</numerusform>
            <numerusform>%Ln files</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FitTexts</name>
    <message numerus="yes">
        <location filename="../widgets/models/fit/fittexts.cpp" line="111"/>
        <source>%1, %2, %3, … %4 (%Ln ranks)</source>
        <comment>a long list of ranks</comment>
        <translation>
            <numerusform>%1, %2, %3, … %4 (%Ln rank)</numerusform>
            <numerusform>%1, %2, %3, … %4 (%Ln ranks)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDamage</name>
    <message numerus="yes">
        <location filename="../widgets/models/history/historydamage.cpp" line="76"/>
        <source>… and %Ln more (the Problems panel lists them all)</source>
        <translation>
            <numerusform>… and %Ln more (the Problems panel lists them all)</numerusform>
            <numerusform>… and %Ln more (the Problems panel lists them all)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryTexts</name>
    <message numerus="yes">
        <location filename="../widgets/models/history/historytexts.cpp" line="88"/>
        <source>Resume from %1: %2, complete and intact on all %Ln rank(s).</source>
        <translation>
            <numerusform>Resume from %1: %2, complete and intact on its %Ln rank.</numerusform>
            <numerusform>Resume from %1: %2, complete and intact on all %Ln ranks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/history/historytexts.cpp" line="92"/>
        <source>%Ln newer step(s) cannot be used, for the reasons below.</source>
        <translation>
            <numerusform>%Ln newer step cannot be used, for the reasons below.</numerusform>
            <numerusform>%Ln newer steps cannot be used, for the reasons below.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/history/historytexts.cpp" line="105"/>
        <source>A conversion written by %1 (started %2): from %3 to %4, %Ln rank(s).</source>
        <translation>
            <numerusform>A conversion written by %1 (started %2): from %3 to %4, %Ln rank.</numerusform>
            <numerusform>A conversion written by %1 (started %2): from %3 to %4, %Ln ranks.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostPlanText</name>
    <message numerus="yes">
        <location filename="../widgets/models/migration/hostplantext.cpp" line="34"/>
        <source>%Ln server(s) write the target ranks; the busiest, %1, reads %2 and writes %3 (about %4 s at %5).</source>
        <translation>
            <numerusform>%Ln server writes the target ranks; the busiest, %1, reads %2 and writes %3 (about %4 s at %5).</numerusform>
            <numerusform>%Ln servers write the target ranks; the busiest, %1, reads %2 and writes %3 (about %4 s at %5).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/hostplantext.cpp" line="41"/>
        <source>%Ln server(s) write the target ranks; the busiest, %1, reads %2 and writes %3.</source>
        <translation>
            <numerusform>%Ln server writes the target ranks; the busiest, %1, reads %2 and writes %3.</numerusform>
            <numerusform>%Ln servers write the target ranks; the busiest, %1, reads %2 and writes %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/hostplantext.cpp" line="50"/>
        <source>%Ln target rank(s) are not in the rank table: no server writes them.</source>
        <translation>
            <numerusform>%Ln target rank is not in the rank table: no server writes it.</numerusform>
            <numerusform>%Ln target ranks are not in the rank table: no server writes them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InspectorPanel</name>
    <message numerus="yes">
        <location filename="../widgets/models/shell/inspectorcontroller.cpp" line="284"/>
        <source>%Ln parameter(s) selected; the matrix, slices and tensor show the current one, “%1”.</source>
        <translation>
            <numerusform>%Ln parameter selected; the matrix, slices and tensor show the current one, “%1”.</numerusform>
            <numerusform>%Ln parameters selected; the matrix, slices and tensor show the current one, “%1”.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IssueMessage</name>
    <message numerus="yes">
        <location filename="../core/util/messagecatalogue.cpp" line="62"/>
        <source>stage {stage} already merged from {kept}, skipped {skipped} and {others} other different files</source>
        <translation>
            <numerusform>stage {stage} already merged from {kept}, skipped {skipped} and {others} other different file</numerusform>
            <numerusform>stage {stage} already merged from {kept}, skipped {skipped} and {others} other different files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/messagecatalogue.cpp" line="95"/>
        <source>the strategy describes {cards} cards ({stages} stages of {devices}), the run has {run_cards}: it belongs to another run, so its layouts are not used</source>
        <translation>
            <numerusform>the strategy describes {cards} cards ({stages} stage of {devices}), the run has {run_cards}: it belongs to another run, so its layouts are not used</numerusform>
            <numerusform>the strategy describes {cards} cards ({stages} stages of {devices}), the run has {run_cards}: it belongs to another run, so its layouts are not used</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/messagecatalogue.cpp" line="230"/>
        <source>the source strategy describes {cards} cards ({stages} stage of {devices}), the run has {run_cards}: ranks {ranks} are outside it and not read</source>
        <translation>
            <numerusform>the source strategy describes {cards} cards ({stages} stage of {devices}), the run has {run_cards}: rank {ranks} is outside it and not read</numerusform>
            <numerusform>the source strategy describes {cards} cards ({stages} stage of {devices}), the run has {run_cards}: ranks {ranks} are outside it and not read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/messagecatalogue.cpp" line="238"/>
        <source>the source strategy describes {cards} cards ({stages} stages of {devices}), the run has {run_cards}: ranks {ranks} are outside it and not read</source>
        <translation>
            <numerusform>the source strategy describes {cards} cards ({stages} stages of {devices}), the run has {run_cards}: rank {ranks} is outside it and not read</numerusform>
            <numerusform>the source strategy describes {cards} cards ({stages} stages of {devices}), the run has {run_cards}: ranks {ranks} are outside it and not read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/messagecatalogue.cpp" line="269"/>
        <source>stage {stage} of the simulated strategy holds no parameter: source stage {source} has {params} parameters to share among {stages} stages</source>
        <translation>
            <numerusform>stage {stage} of the simulated strategy holds no parameter: source stage {source} has {params} parameter to share among {stages} stages</numerusform>
            <numerusform>stage {stage} of the simulated strategy holds no parameter: source stage {source} has {params} parameters to share among {stages} stages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/messagecatalogue.cpp" line="350"/>
        <source>{folder} holds rank folders {ranks}, outside this conversion&apos;s {cards} rank (0)</source>
        <translation>
            <numerusform>{folder} holds rank folder {ranks}, outside this conversion&apos;s {cards} rank (0)</numerusform>
            <numerusform>{folder} holds rank folders {ranks}, outside this conversion&apos;s {cards} rank (0)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/messagecatalogue.cpp" line="357"/>
        <source>{folder} holds rank folders {ranks}, outside this conversion&apos;s {cards} ranks (0-{last})</source>
        <translation>
            <numerusform>{folder} holds rank folder {ranks}, outside this conversion&apos;s {cards} ranks (0-{last})</numerusform>
            <numerusform>{folder} holds rank folders {ranks}, outside this conversion&apos;s {cards} ranks (0-{last})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/messagecatalogue.cpp" line="372"/>
        <source>{file} records another conversion: of {source} (step {step}) to {target} ({cards} ranks)</source>
        <translation>
            <numerusform>{file} records another conversion: of {source} (step {step}) to {target} ({cards} rank)</numerusform>
            <numerusform>{file} records another conversion: of {source} (step {step}) to {target} ({cards} ranks)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/messagecatalogue.cpp" line="379"/>
        <source>{file} records another conversion: of {source} (step {step}) to one merged checkpoint ({cards} ranks)</source>
        <translation>
            <numerusform>{file} records another conversion: of {source} (step {step}) to one merged checkpoint ({cards} rank)</numerusform>
            <numerusform>{file} records another conversion: of {source} (step {step}) to one merged checkpoint ({cards} ranks)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/messagecatalogue.cpp" line="384"/>
        <source>{file} records another conversion: of {source} to {target} ({cards} ranks)</source>
        <translation>
            <numerusform>{file} records another conversion: of {source} to {target} ({cards} rank)</numerusform>
            <numerusform>{file} records another conversion: of {source} to {target} ({cards} ranks)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/messagecatalogue.cpp" line="391"/>
        <source>{file} records another conversion: of {source} to one merged checkpoint ({cards} ranks)</source>
        <translation>
            <numerusform>{file} records another conversion: of {source} to one merged checkpoint ({cards} rank)</numerusform>
            <numerusform>{file} records another conversion: of {source} to one merged checkpoint ({cards} ranks)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/messagecatalogue.cpp" line="431"/>
        <source>step {step} has no file on ranks {ranks}</source>
        <translation>
            <numerusform>step {step} has no file on rank {ranks}</numerusform>
            <numerusform>step {step} has no file on ranks {ranks}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/layoutmessages.cpp" line="47"/>
        <source>parameter &apos;{param}&apos;: dimension {dimension} (size {size}) does not divide by {parts} (device axes {axes} of dev_matrix {dev_matrix}); axis {axis} of the main dev_matrix {main} could be {size_choices} instead ({card_choices} cards)</source>
        <translation>
            <numerusform>parameter &apos;{param}&apos;: dimension {dimension} (size {size}) does not divide by {parts} (device axis {axes} of dev_matrix {dev_matrix}); axis {axis} of the main dev_matrix {main} could be {size_choices} instead ({card_choices} cards)</numerusform>
            <numerusform>parameter &apos;{param}&apos;: dimension {dimension} (size {size}) does not divide by {parts} (device axes {axes} of dev_matrix {dev_matrix}); axis {axis} of the main dev_matrix {main} could be {size_choices} instead ({card_choices} cards)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/layoutmessages.cpp" line="57"/>
        <source>parameter &apos;{param}&apos;: dimension {dimension} (size {size}) does not divide by {parts} (device axes {axes} of dev_matrix {dev_matrix}); no size of axis {axis} of the main dev_matrix {main} makes it divide while the others keep theirs</source>
        <translation>
            <numerusform>parameter &apos;{param}&apos;: dimension {dimension} (size {size}) does not divide by {parts} (device axis {axes} of dev_matrix {dev_matrix}); no size of axis {axis} of the main dev_matrix {main} makes it divide while the others keep theirs</numerusform>
            <numerusform>parameter &apos;{param}&apos;: dimension {dimension} (size {size}) does not divide by {parts} (device axes {axes} of dev_matrix {dev_matrix}); no size of axis {axis} of the main dev_matrix {main} makes it divide while the others keep theirs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/layoutmessages.cpp" line="66"/>
        <source>parameter &apos;{param}&apos;: dimension {dimension} (size {size}) does not divide by {parts} (device axes {axes} of dev_matrix {dev_matrix})</source>
        <translation>
            <numerusform>parameter &apos;{param}&apos;: dimension {dimension} (size {size}) does not divide by {parts} (device axis {axes} of dev_matrix {dev_matrix})</numerusform>
            <numerusform>parameter &apos;{param}&apos;: dimension {dimension} (size {size}) does not divide by {parts} (device axes {axes} of dev_matrix {dev_matrix})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/layoutmessages.cpp" line="90"/>
        <source>parameter &apos;{param}&apos; is left without optimizer sharding, as MindSpore leaves it: its replica group of {replicas} ranks (dev_matrix {dev_matrix}, tensor_map {tensor_map}) does not divide into shards of {size}</source>
        <translation>
            <numerusform>parameter &apos;{param}&apos; is left without optimizer sharding, as MindSpore leaves it: its replica group of {replicas} rank (dev_matrix {dev_matrix}, tensor_map {tensor_map}) does not divide into shards of {size}</numerusform>
            <numerusform>parameter &apos;{param}&apos; is left without optimizer sharding, as MindSpore leaves it: its replica group of {replicas} ranks (dev_matrix {dev_matrix}, tensor_map {tensor_map}) does not divide into shards of {size}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/layoutmessages.cpp" line="143"/>
        <source>saved with remove_redundancy: {params} parameters are saved by one rank of each redundancy group ({size} not repeated); MindFormers loads it as it is (metadata.json names each slice&apos;s file), or restore redundancy: shardscope-cli convert --src {folder} --dst FULL --src-strategy {strategy} --dst-strategy {strategy}</source>
        <translation>
            <numerusform>saved with remove_redundancy: {params} parameter is saved by one rank of each redundancy group ({size} not repeated); MindFormers loads it as it is (metadata.json names each slice&apos;s file), or restore redundancy: shardscope-cli convert --src {folder} --dst FULL --src-strategy {strategy} --dst-strategy {strategy}</numerusform>
            <numerusform>saved with remove_redundancy: {params} parameters are saved by one rank of each redundancy group ({size} not repeated); MindFormers loads it as it is (metadata.json names each slice&apos;s file), or restore redundancy: shardscope-cli convert --src {folder} --dst FULL --src-strategy {strategy} --dst-strategy {strategy}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/layoutmessages.cpp" line="155"/>
        <source>saved with remove_redundancy: {params} parameters are saved by one rank of each redundancy group ({size} not repeated); MindFormers loads it as it is (metadata.json names each slice&apos;s file)</source>
        <translation>
            <numerusform>saved with remove_redundancy: {params} parameter is saved by one rank of each redundancy group ({size} not repeated); MindFormers loads it as it is (metadata.json names each slice&apos;s file)</numerusform>
            <numerusform>saved with remove_redundancy: {params} parameters are saved by one rank of each redundancy group ({size} not repeated); MindFormers loads it as it is (metadata.json names each slice&apos;s file)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/layoutmessages.cpp" line="166"/>
        <source>saved with remove_redundancy: {params} parameters are saved by one rank of each redundancy group ({size} not repeated); load it with remove_redundancy=True, or restore redundancy: shardscope-cli convert --src {folder} --dst FULL --src-strategy {strategy} --dst-strategy {strategy}</source>
        <translation>
            <numerusform>saved with remove_redundancy: {params} parameter is saved by one rank of each redundancy group ({size} not repeated); load it with remove_redundancy=True, or restore redundancy: shardscope-cli convert --src {folder} --dst FULL --src-strategy {strategy} --dst-strategy {strategy}</numerusform>
            <numerusform>saved with remove_redundancy: {params} parameters are saved by one rank of each redundancy group ({size} not repeated); load it with remove_redundancy=True, or restore redundancy: shardscope-cli convert --src {folder} --dst FULL --src-strategy {strategy} --dst-strategy {strategy}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/layoutmessages.cpp" line="176"/>
        <source>saved with remove_redundancy: {params} parameters are saved by one rank of each redundancy group ({size} not repeated); load it with remove_redundancy=True</source>
        <translation>
            <numerusform>saved with remove_redundancy: {params} parameter is saved by one rank of each redundancy group ({size} not repeated); load it with remove_redundancy=True</numerusform>
            <numerusform>saved with remove_redundancy: {params} parameters are saved by one rank of each redundancy group ({size} not repeated); load it with remove_redundancy=True</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/reasonmessages.cpp" line="32"/>
        <source>the table is a template: {placeholders} are placeholders where an address belongs; fill in the real addresses before the table places ranks on hosts</source>
        <translation>
            <numerusform>the table is a template: {placeholders} is a placeholder where an address belongs; fill in the real addresses before the table places ranks on hosts</numerusform>
            <numerusform>the table is a template: {placeholders} are placeholders where an address belongs; fill in the real addresses before the table places ranks on hosts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/outcomemessages.cpp" line="17"/>
        <source>missing on ranks {ranks}</source>
        <translation>
            <numerusform>missing on rank {ranks}</numerusform>
            <numerusform>missing on ranks {ranks}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/outcomemessages.cpp" line="20"/>
        <source>{damage} on ranks {ranks}</source>
        <translation>
            <numerusform>{damage} on rank {ranks}</numerusform>
            <numerusform>{damage} on ranks {ranks}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/outcomemessages.cpp" line="53"/>
        <source>no usable meta.json on ranks {ranks}: MindFormers skips them</source>
        <translation>
            <numerusform>no usable meta.json on rank {ranks}: MindFormers skips them</numerusform>
            <numerusform>no usable meta.json on ranks {ranks}: MindFormers skips them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="17"/>
        <source>rank {rank}&apos;s checkpoint is one slice of a run of {ranks} ranks ({stages} pipeline stage of {devices} devices): {params} parameters hold slices, and a stand-alone network needs the full tensors.</source>
        <translation>
            <numerusform>rank {rank}&apos;s checkpoint is one slice of a run of {ranks} ranks ({stages} pipeline stage of {devices} devices): {params} parameter holds slices, and a stand-alone network needs the full tensors.</numerusform>
            <numerusform>rank {rank}&apos;s checkpoint is one slice of a run of {ranks} ranks ({stages} pipeline stage of {devices} devices): {params} parameters hold slices, and a stand-alone network needs the full tensors.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="27"/>
        <source>rank {rank}&apos;s checkpoint is one slice of a run of {ranks} ranks ({stages} pipeline stages of {devices} devices): {params} parameters hold slices, and a stand-alone network needs the full tensors.</source>
        <translation>
            <numerusform>rank {rank}&apos;s checkpoint is one slice of a run of {ranks} ranks ({stages} pipeline stages of {devices} devices): {params} parameter holds slices, and a stand-alone network needs the full tensors.</numerusform>
            <numerusform>rank {rank}&apos;s checkpoint is one slice of a run of {ranks} ranks ({stages} pipeline stages of {devices} devices): {params} parameters hold slices, and a stand-alone network needs the full tensors.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="38"/>
        <source>{params} parameters are smaller than the network&apos;s along one dimension by the same factor: the checkpoint looks like one rank&apos;s slice of a split run, loaded into a stand-alone network.</source>
        <translation>
            <numerusform>{params} parameter is smaller than the network&apos;s along one dimension by the same factor: the checkpoint looks like one rank&apos;s slice of a split run, loaded into a stand-alone network.</numerusform>
            <numerusform>{params} parameters are smaller than the network&apos;s along one dimension by the same factor: the checkpoint looks like one rank&apos;s slice of a split run, loaded into a stand-alone network.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="47"/>
        <source>{params} parameters are larger in the checkpoint along one dimension: the network looks compiled for a parallel strategy and holds slices.</source>
        <translation>
            <numerusform>{params} parameter is larger in the checkpoint along one dimension: the network looks compiled for a parallel strategy and holds slices.</numerusform>
            <numerusform>{params} parameters are larger in the checkpoint along one dimension: the network looks compiled for a parallel strategy and holds slices.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="56"/>
        <source>the checkpoint holds full tensors, but the network is rank {rank} of a strategy that splits {params} parameters.</source>
        <translation>
            <numerusform>the checkpoint holds full tensors, but the network is rank {rank} of a strategy that splits {params} parameter.</numerusform>
            <numerusform>the checkpoint holds full tensors, but the network is rank {rank} of a strategy that splits {params} parameters.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="64"/>
        <source>the checkpoint is split for another strategy than the network&apos;s: {params} parameters are cut differently.</source>
        <translation>
            <numerusform>the checkpoint is split for another strategy than the network&apos;s: {params} parameter is cut differently.</numerusform>
            <numerusform>the checkpoint is split for another strategy than the network&apos;s: {params} parameters are cut differently.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="72"/>
        <source>{params} parameters of the network are in the checkpoints of another pipeline stage: the checkpoint holds stage {stage} only.</source>
        <translation>
            <numerusform>{params} parameter of the network is in the checkpoints of another pipeline stage: the checkpoint holds stage {stage} only.</numerusform>
            <numerusform>{params} parameters of the network are in the checkpoints of another pipeline stage: the checkpoint holds stage {stage} only.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="94"/>
        <source>{block}: the checkpoint has {ckpt_layers} layers ({ckpt_range}), the network {net_layers} ({net_range}); the checkpoint&apos;s layers {extra} are not loaded (ckpt_not_load) (or the checkpoint holds only some pipeline stages&apos; layers: give the run&apos;s strategy with --strategy to tell).</source>
        <translation>
            <numerusform>{block}: the checkpoint has {ckpt_layers} layer ({ckpt_range}), the network {net_layers} ({net_range}); the checkpoint&apos;s layers {extra} are not loaded (ckpt_not_load) (or the checkpoint holds only some pipeline stages&apos; layers: give the run&apos;s strategy with --strategy to tell).</numerusform>
            <numerusform>{block}: the checkpoint has {ckpt_layers} layers ({ckpt_range}), the network {net_layers} ({net_range}); the checkpoint&apos;s layers {extra} are not loaded (ckpt_not_load) (or the checkpoint holds only some pipeline stages&apos; layers: give the run&apos;s strategy with --strategy to tell).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="105"/>
        <source>{block}: the checkpoint has {ckpt_layers} layers ({ckpt_range}), the network {net_layers} ({net_range}); the checkpoint&apos;s layers {extra} are not loaded (ckpt_not_load).</source>
        <translation>
            <numerusform>{block}: the checkpoint has {ckpt_layers} layer ({ckpt_range}), the network {net_layers} ({net_range}); the checkpoint&apos;s layers {extra} are not loaded (ckpt_not_load).</numerusform>
            <numerusform>{block}: the checkpoint has {ckpt_layers} layers ({ckpt_range}), the network {net_layers} ({net_range}); the checkpoint&apos;s layers {extra} are not loaded (ckpt_not_load).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="114"/>
        <source>{block}: the checkpoint has {ckpt_layers} layers ({ckpt_range}), the network {net_layers} ({net_range}) (or the checkpoint holds only some pipeline stages&apos; layers: give the run&apos;s strategy with --strategy to tell).</source>
        <translation>
            <numerusform>{block}: the checkpoint has {ckpt_layers} layer ({ckpt_range}), the network {net_layers} ({net_range}) (or the checkpoint holds only some pipeline stages&apos; layers: give the run&apos;s strategy with --strategy to tell).</numerusform>
            <numerusform>{block}: the checkpoint has {ckpt_layers} layers ({ckpt_range}), the network {net_layers} ({net_range}) (or the checkpoint holds only some pipeline stages&apos; layers: give the run&apos;s strategy with --strategy to tell).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="123"/>
        <source>{block}: the checkpoint has {ckpt_layers} layers ({ckpt_range}), the network {net_layers} ({net_range}).</source>
        <translation>
            <numerusform>{block}: the checkpoint has {ckpt_layers} layer ({ckpt_range}), the network {net_layers} ({net_range}).</numerusform>
            <numerusform>{block}: the checkpoint has {ckpt_layers} layers ({ckpt_range}), the network {net_layers} ({net_range}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="131"/>
        <source>{params} parameters differ from the checkpoint&apos;s names only by the prefix {prefix}, which the network&apos;s names carry.</source>
        <translation>
            <numerusform>{params} parameter differs from the checkpoint&apos;s names only by the prefix {prefix}, which the network&apos;s names carry.</numerusform>
            <numerusform>{params} parameters differ from the checkpoint&apos;s names only by the prefix {prefix}, which the network&apos;s names carry.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="138"/>
        <source>{params} parameters differ from the checkpoint&apos;s names only by the prefix {prefix}, which the checkpoint&apos;s names carry.</source>
        <translation>
            <numerusform>{params} parameter differs from the checkpoint&apos;s names only by the prefix {prefix}, which the checkpoint&apos;s names carry.</numerusform>
            <numerusform>{params} parameters differ from the checkpoint&apos;s names only by the prefix {prefix}, which the checkpoint&apos;s names carry.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="168"/>
        <source>rank {rank}&apos;s checkpoint comes from a run saved with remove_redundancy=True: {params} parameters of this rank were saved by other members of their groups ({holders} and {more} other rank), and load_param_into_net without the flag leaves them unloaded. Load it with remove_redundancy=True, or restore redundancy first and load rank {rank}&apos;s file of the full copy</source>
        <translation>
            <numerusform>rank {rank}&apos;s checkpoint comes from a run saved with remove_redundancy=True: {params} parameter of this rank was saved by other members of their groups ({holders} and {more} other rank), and load_param_into_net without the flag leaves them unloaded. Load it with remove_redundancy=True, or restore redundancy first and load rank {rank}&apos;s file of the full copy</numerusform>
            <numerusform>rank {rank}&apos;s checkpoint comes from a run saved with remove_redundancy=True: {params} parameters of this rank were saved by other members of their groups ({holders} and {more} other rank), and load_param_into_net without the flag leaves them unloaded. Load it with remove_redundancy=True, or restore redundancy first and load rank {rank}&apos;s file of the full copy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="182"/>
        <source>rank {rank}&apos;s checkpoint comes from a run saved with remove_redundancy=True: {params} parameters of this rank were saved by other members of their groups ({holders} and {more} other ranks), and load_param_into_net without the flag leaves them unloaded. Load it with remove_redundancy=True, or restore redundancy first and load rank {rank}&apos;s file of the full copy</source>
        <translation>
            <numerusform>rank {rank}&apos;s checkpoint comes from a run saved with remove_redundancy=True: {params} parameter of this rank was saved by other members of their groups ({holders} and {more} other ranks), and load_param_into_net without the flag leaves them unloaded. Load it with remove_redundancy=True, or restore redundancy first and load rank {rank}&apos;s file of the full copy</numerusform>
            <numerusform>rank {rank}&apos;s checkpoint comes from a run saved with remove_redundancy=True: {params} parameters of this rank were saved by other members of their groups ({holders} and {more} other ranks), and load_param_into_net without the flag leaves them unloaded. Load it with remove_redundancy=True, or restore redundancy first and load rank {rank}&apos;s file of the full copy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="196"/>
        <source>rank {rank}&apos;s checkpoint comes from a run saved with remove_redundancy=True: {params} parameters of this rank were saved by other members of their groups ({holders}), and load_param_into_net without the flag leaves them unloaded. Load it with remove_redundancy=True, or restore redundancy first and load rank {rank}&apos;s file of the full copy</source>
        <translation>
            <numerusform>rank {rank}&apos;s checkpoint comes from a run saved with remove_redundancy=True: {params} parameter of this rank was saved by other members of their groups ({holders}), and load_param_into_net without the flag leaves them unloaded. Load it with remove_redundancy=True, or restore redundancy first and load rank {rank}&apos;s file of the full copy</numerusform>
            <numerusform>rank {rank}&apos;s checkpoint comes from a run saved with remove_redundancy=True: {params} parameters of this rank were saved by other members of their groups ({holders}), and load_param_into_net without the flag leaves them unloaded. Load it with remove_redundancy=True, or restore redundancy first and load rank {rank}&apos;s file of the full copy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="212"/>
        <source>rank {rank}&apos;s files come from a MindFormers iteration saved with remove_redundancy: {params} parameters of this rank were saved by other ranks ({holders} and {more} other rank), and loading this rank&apos;s files alone leaves them unloaded. Load the iteration with MindFormers&apos; load_checkpoint (metadata.json names each slice&apos;s file), or restore redundancy first and load rank {rank}&apos;s file of the full copy</source>
        <translation>
            <numerusform>rank {rank}&apos;s files come from a MindFormers iteration saved with remove_redundancy: {params} parameter of this rank was saved by other ranks ({holders} and {more} other rank), and loading this rank&apos;s files alone leaves them unloaded. Load the iteration with MindFormers&apos; load_checkpoint (metadata.json names each slice&apos;s file), or restore redundancy first and load rank {rank}&apos;s file of the full copy</numerusform>
            <numerusform>rank {rank}&apos;s files come from a MindFormers iteration saved with remove_redundancy: {params} parameters of this rank were saved by other ranks ({holders} and {more} other rank), and loading this rank&apos;s files alone leaves them unloaded. Load the iteration with MindFormers&apos; load_checkpoint (metadata.json names each slice&apos;s file), or restore redundancy first and load rank {rank}&apos;s file of the full copy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="228"/>
        <source>rank {rank}&apos;s files come from a MindFormers iteration saved with remove_redundancy: {params} parameters of this rank were saved by other ranks ({holders} and {more} other ranks), and loading this rank&apos;s files alone leaves them unloaded. Load the iteration with MindFormers&apos; load_checkpoint (metadata.json names each slice&apos;s file), or restore redundancy first and load rank {rank}&apos;s file of the full copy</source>
        <translation>
            <numerusform>rank {rank}&apos;s files come from a MindFormers iteration saved with remove_redundancy: {params} parameter of this rank was saved by other ranks ({holders} and {more} other ranks), and loading this rank&apos;s files alone leaves them unloaded. Load the iteration with MindFormers&apos; load_checkpoint (metadata.json names each slice&apos;s file), or restore redundancy first and load rank {rank}&apos;s file of the full copy</numerusform>
            <numerusform>rank {rank}&apos;s files come from a MindFormers iteration saved with remove_redundancy: {params} parameters of this rank were saved by other ranks ({holders} and {more} other ranks), and loading this rank&apos;s files alone leaves them unloaded. Load the iteration with MindFormers&apos; load_checkpoint (metadata.json names each slice&apos;s file), or restore redundancy first and load rank {rank}&apos;s file of the full copy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="244"/>
        <source>rank {rank}&apos;s files come from a MindFormers iteration saved with remove_redundancy: {params} parameters of this rank were saved by other ranks ({holders}), and loading this rank&apos;s files alone leaves them unloaded. Load the iteration with MindFormers&apos; load_checkpoint (metadata.json names each slice&apos;s file), or restore redundancy first and load rank {rank}&apos;s file of the full copy</source>
        <translation>
            <numerusform>rank {rank}&apos;s files come from a MindFormers iteration saved with remove_redundancy: {params} parameter of this rank was saved by other ranks ({holders}), and loading this rank&apos;s files alone leaves them unloaded. Load the iteration with MindFormers&apos; load_checkpoint (metadata.json names each slice&apos;s file), or restore redundancy first and load rank {rank}&apos;s file of the full copy</numerusform>
            <numerusform>rank {rank}&apos;s files come from a MindFormers iteration saved with remove_redundancy: {params} parameters of this rank were saved by other ranks ({holders}), and loading this rank&apos;s files alone leaves them unloaded. Load the iteration with MindFormers&apos; load_checkpoint (metadata.json names each slice&apos;s file), or restore redundancy first and load rank {rank}&apos;s file of the full copy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfixmessages.cpp" line="49"/>
        <source>build the network with {layers} layers (the checkpoint&apos;s; it has {net_layers}), or load a checkpoint of the network&apos;s depth</source>
        <translation>
            <numerusform>build the network with {layers} layer (the checkpoint&apos;s; it has {net_layers}), or load a checkpoint of the network&apos;s depth</numerusform>
            <numerusform>build the network with {layers} layers (the checkpoint&apos;s; it has {net_layers}), or load a checkpoint of the network&apos;s depth</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfixmessages.cpp" line="57"/>
        <source>build the network with {layers} layers (the checkpoint&apos;s), or load a checkpoint of the network&apos;s depth</source>
        <translation>
            <numerusform>build the network with {layers} layer (the checkpoint&apos;s), or load a checkpoint of the network&apos;s depth</numerusform>
            <numerusform>build the network with {layers} layers (the checkpoint&apos;s), or load a checkpoint of the network&apos;s depth</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctordiagnosismessages.cpp" line="94"/>
        <source>the network has {net_layers} layers of {block} ({net_range}), the checkpoint {ckpt_layers} ({ckpt_range}): this layer has nothing to load (or the checkpoint holds one pipeline stage&apos;s layers only: give the run&apos;s strategy with --strategy to tell).</source>
        <translation>
            <numerusform>the network has {net_layers} layer of {block} ({net_range}), the checkpoint {ckpt_layers} ({ckpt_range}): this layer has nothing to load (or the checkpoint holds one pipeline stage&apos;s layers only: give the run&apos;s strategy with --strategy to tell).</numerusform>
            <numerusform>the network has {net_layers} layers of {block} ({net_range}), the checkpoint {ckpt_layers} ({ckpt_range}): this layer has nothing to load (or the checkpoint holds one pipeline stage&apos;s layers only: give the run&apos;s strategy with --strategy to tell).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctordiagnosismessages.cpp" line="103"/>
        <source>the network has {net_layers} layers of {block} ({net_range}), the checkpoint {ckpt_layers} ({ckpt_range}): this layer has nothing to load.</source>
        <translation>
            <numerusform>the network has {net_layers} layer of {block} ({net_range}), the checkpoint {ckpt_layers} ({ckpt_range}): this layer has nothing to load.</numerusform>
            <numerusform>the network has {net_layers} layers of {block} ({net_range}), the checkpoint {ckpt_layers} ({ckpt_range}): this layer has nothing to load.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../widgets/shell/shellprompts.cpp" line="44"/>
        <source>%1 is a MindFormers output folder with %Ln run(s). Which one do you want to open?</source>
        <translation>
            <numerusform>%1 is a MindFormers output folder with %Ln run. Which one do you want to open?</numerusform>
            <numerusform>%1 is a MindFormers output folder with %Ln runs. Which one do you want to open?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/shellprompts.cpp" line="75"/>
        <source>%1 lays out %Ln parameter(s), all of them in %2, which has no strategy. Attach it to %2, so that every tab shows how it cuts them, or keep it open on its own?</source>
        <translation>
            <numerusform>%1 lays out %Ln parameter, all of them in %2, which has no strategy. Attach it to %2, so that every tab shows how it cuts them, or keep it open on its own?</numerusform>
            <numerusform>%1 lays out %Ln parameters, all of them in %2, which has no strategy. Attach it to %2, so that every tab shows how it cuts them, or keep it open on its own?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/shellprompts.cpp" line="80"/>
        <source>%1 lays out %Ln parameter(s); %3 of them are in %2. It is probably the strategy of another run: attached, it would mark the other parameters of %2 as outside the strategy. Keep it open on its own, or attach it anyway?</source>
        <translation>
            <numerusform>%1 lays out %Ln parameter; %3 of them are in %2. It is probably the strategy of another run: attached, it would mark the other parameters of %2 as outside the strategy. Keep it open on its own, or attach it anyway?</numerusform>
            <numerusform>%1 lays out %Ln parameters; %3 of them are in %2. It is probably the strategy of another run: attached, it would mark the other parameters of %2 as outside the strategy. Keep it open on its own, or attach it anyway?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow.cpp" line="372"/>
        <source>%Ln training log run(s) on the Loss tab</source>
        <translation>
            <numerusform>%Ln training log run on the Loss tab</numerusform>
            <numerusform>%Ln training log runs on the Loss tab</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow.cpp" line="374"/>
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln file</numerusform>
            <numerusform>%Ln files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow.cpp" line="375"/>
        <source>%Ln item(s)</source>
        <translation>
            <numerusform>%Ln item</numerusform>
            <numerusform>%Ln items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow.cpp" line="377"/>
        <source>%Ln item(s) match “%1”</source>
        <translation>
            <numerusform>%Ln item matches “%1”</numerusform>
            <numerusform>%Ln items match “%1”</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow.cpp" line="380"/>
        <source>%Ln problem(s)</source>
        <translation>
            <numerusform>%Ln problem</numerusform>
            <numerusform>%Ln problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MatrixTexts</name>
    <message numerus="yes">
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="193"/>
        <source>%Ln rank(s)</source>
        <translation>
            <numerusform>%Ln rank</numerusform>
            <numerusform>%Ln ranks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="194"/>
        <source>%Ln stage(s)</source>
        <translation>
            <numerusform>%Ln stage</numerusform>
            <numerusform>%Ln stages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="361"/>
        <source>Frames = servers (%Ln server(s) in %1; hover a card for its server).</source>
        <translation>
            <numerusform>Frames = servers (%Ln server in %1; hover a card for its server).</numerusform>
            <numerusform>Frames = servers (%Ln servers in %1; hover a card for its server).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MigrationSummary</name>
    <message numerus="yes">
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="32"/>
        <source>Wrote %Ln file(s) in %1 s.</source>
        <translation>
            <numerusform>Wrote %Ln file in %1 s.</numerusform>
            <numerusform>Wrote %Ln files in %1 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="34"/>
        <source>Kept all %Ln file(s): an earlier run had completed and verified them (%1 s).</source>
        <translation>
            <numerusform>Kept the %Ln file: an earlier run had completed and verified it (%1 s).</numerusform>
            <numerusform>Kept all %Ln files: an earlier run had completed and verified them (%1 s).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="37"/>
        <source>Kept %Ln complete file(s) from an earlier run and wrote %1 in %2 s.</source>
        <translation>
            <numerusform>Kept %Ln complete file from an earlier run and wrote %1 in %2 s.</numerusform>
            <numerusform>Kept %Ln complete files from an earlier run and wrote %1 in %2 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="39"/>
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln file</numerusform>
            <numerusform>%Ln files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="63"/>
        <source>Read %1, wrote %2 in %Ln file(s)</source>
        <translation>
            <numerusform>Read %1, wrote %2 in %Ln file</numerusform>
            <numerusform>Read %1, wrote %2 in %Ln files</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MigrationView</name>
    <message numerus="yes">
        <location filename="../widgets/models/migration/migrationcontroller.cpp" line="126"/>
        <location filename="../widgets/models/migration/migrationcontroller.cpp" line="326"/>
        <source>Source: %Ln rank(s)</source>
        <translation>
            <numerusform>Source: %Ln rank</numerusform>
            <numerusform>Source: %Ln ranks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/migrationcontroller.cpp" line="329"/>
        <source>Target: %Ln rank(s)</source>
        <translation>
            <numerusform>Target: %Ln rank</numerusform>
            <numerusform>Target: %Ln ranks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/migrationcontroller.cpp" line="312"/>
        <location filename="../widgets/models/migration/migrationcontroller.cpp" line="393"/>
        <source>%Ln problem(s) block this conversion.</source>
        <translation>
            <numerusform>%Ln problem blocks this conversion.</numerusform>
            <numerusform>%Ln problems block this conversion.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/migrationcontroller.cpp" line="394"/>
        <source>Ready to convert, with %Ln warning(s).</source>
        <translation>
            <numerusform>Ready to convert, with %Ln warning.</numerusform>
            <numerusform>Ready to convert, with %Ln warnings.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/migrationconversion.cpp" line="62"/>
        <source>Verifying: %1 of %Ln rank(s) checked.</source>
        <translation>
            <numerusform>Verifying: %1 of %Ln rank checked.</numerusform>
            <numerusform>Verifying: %1 of %Ln ranks checked.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/migrationconversion.cpp" line="112"/>
        <source>Verification FAILED: %Ln tensor(s) differ; see the table.</source>
        <translation>
            <numerusform>Verification FAILED: %Ln tensor differs; see the table.</numerusform>
            <numerusform>Verification FAILED: %Ln tensors differ; see the table.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ParamTableModel</name>
    <message numerus="yes">
        <location filename="../widgets/models/parameters/paramtablemodel.cpp" line="198"/>
        <source>%1
stage %2, held by %Ln rank file(s)</source>
        <translation>
            <numerusform>%1
stage %2, held by %Ln rank file</numerusform>
            <numerusform>%1
stage %2, held by %Ln rank files</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ParamTreeModel</name>
    <message numerus="yes">
        <location filename="../widgets/models/parameters/paramtreemodel.cpp" line="185"/>
        <source>%Ln parameter(s)</source>
        <translation>
            <numerusform>%Ln parameter</numerusform>
            <numerusform>%Ln parameters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/parameters/paramtreemodel.cpp" line="191"/>
        <source>%Ln problem(s)</source>
        <translation>
            <numerusform>%Ln problem</numerusform>
            <numerusform>%Ln problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ParametersView</name>
    <message numerus="yes">
        <location filename="../widgets/models/parameters/parameterscontroller.cpp" line="142"/>
        <source>%Ln parameter(s)</source>
        <translation>
            <numerusform>%Ln parameter</numerusform>
            <numerusform>%Ln parameters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/parameters/parameterscontroller.cpp" line="144"/>
        <source>%1 of %Ln parameter(s)</source>
        <translation>
            <numerusform>%1 of %Ln parameter</numerusform>
            <numerusform>%1 of %Ln parameters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanPreview</name>
    <message numerus="yes">
        <location filename="../widgets/migration/planpreview.cpp" line="146"/>
        <source>Reads %1, writes %2 in %Ln file(s).</source>
        <translation>
            <numerusform>Reads %1, writes %2 in %Ln file.</numerusform>
            <numerusform>Reads %1, writes %2 in %Ln files.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/migration/planpreview.cpp" line="173"/>
        <source>Rates from a disk test and %Ln conversion(s) on this machine.</source>
        <translation>
            <numerusform>Rates from a disk test and %Ln conversion on this machine.</numerusform>
            <numerusform>Rates from a disk test and %Ln conversions on this machine.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanTableModel</name>
    <message numerus="yes">
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="89"/>
        <source>All %Ln rank(s)</source>
        <translation>
            <numerusform>All %Ln rank</numerusform>
            <numerusform>All %Ln ranks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="105"/>
        <source>%Ln server(s)</source>
        <translation>
            <numerusform>%Ln server</numerusform>
            <numerusform>%Ln servers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaygroundRun</name>
    <message numerus="yes">
        <location filename="../widgets/models/fit/playgroundrun.cpp" line="92"/>
        <source>%Ln card(s) in the Playground&apos;s split, of a small GPT network (layers: %1, hidden size: %2): the layouts are the split&apos;s, the tensor values are synthetic.</source>
        <translation>
            <numerusform>%Ln card in the Playground&apos;s split, of a small GPT network (layers: %1, hidden size: %2): the layouts are the split&apos;s, the tensor values are synthetic.</numerusform>
            <numerusform>%Ln cards in the Playground&apos;s split, of a small GPT network (layers: %1, hidden size: %2): the layouts are the split&apos;s, the tensor values are synthetic.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaygroundView</name>
    <message numerus="yes">
        <location filename="../widgets/fit/playgroundview.cpp" line="66"/>
        <source>Wrote %1 (%2 in %Ln rank file(s)): %3</source>
        <translation>
            <numerusform>Wrote %1 (%2 in %Ln rank file): %3</numerusform>
            <numerusform>Wrote %1 (%2 in %Ln rank files): %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemGroups</name>
    <message numerus="yes">
        <location filename="../widgets/models/migration/problemgroups.cpp" line="123"/>
        <source>%Ln parameter(s) do not divide into %1 parts</source>
        <translation>
            <numerusform>%Ln parameter does not divide into %1 parts</numerusform>
            <numerusform>%Ln parameters do not divide into %1 parts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/problemgroups.cpp" line="135"/>
        <location filename="../widgets/models/migration/problemgroups.cpp" line="140"/>
        <source>%Ln parameter(s):</source>
        <translation>
            <numerusform>%Ln parameter:</numerusform>
            <numerusform>%Ln parameters:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportCells</name>
    <message numerus="yes">
        <location filename="../widgets/models/files/reportcells.cpp" line="103"/>
        <location filename="../widgets/models/files/reportcells.cpp" line="269"/>
        <source>%Ln tensor(s)</source>
        <translation>
            <numerusform>%Ln tensor</numerusform>
            <numerusform>%Ln tensors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/files/reportcells.cpp" line="105"/>
        <source>%Ln layout(s)</source>
        <translation>
            <numerusform>%Ln layout</numerusform>
            <numerusform>%Ln layouts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/files/reportcells.cpp" line="106"/>
        <source>%Ln stage(s)</source>
        <translation>
            <numerusform>%Ln stage</numerusform>
            <numerusform>%Ln stages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/files/reportcells.cpp" line="109"/>
        <source>%Ln rank(s)</source>
        <translation>
            <numerusform>%Ln rank</numerusform>
            <numerusform>%Ln ranks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/files/reportcells.cpp" line="139"/>
        <source>%Ln rank(s) unreadable</source>
        <translation>
            <numerusform>%Ln rank unreadable</numerusform>
            <numerusform>%Ln ranks unreadable</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/files/reportcells.cpp" line="219"/>
        <source>map tensor, %Ln part(s)</source>
        <translation>
            <numerusform>map tensor, %Ln part</numerusform>
            <numerusform>map tensor, %Ln parts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/files/reportcells.cpp" line="153"/>
        <source>%Ln graph file(s) (-graph.meta, not read)</source>
        <translation>
            <numerusform>%Ln graph file (-graph.meta, not read)</numerusform>
            <numerusform>%Ln graph files (-graph.meta, not read)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavedStepMarks</name>
    <message numerus="yes">
        <location filename="../widgets/models/loss/savedstepmarks.cpp" line="31"/>
        <source>%Ln saved step(s) not marked: their global step is not known (set the steps per epoch above)</source>
        <translation>
            <numerusform>%Ln saved step not marked: its global step is not known (set the steps per epoch above)</numerusform>
            <numerusform>%Ln saved steps not marked: their global step is not known (set the steps per epoch above)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/loss/savedstepmarks.cpp" line="41"/>
        <source>▲ %Ln saved checkpoint(s) of the open run (hollow: not usable on every rank)</source>
        <translation>
            <numerusform>▲ %Ln saved checkpoint of the open run (hollow: not usable on every rank)</numerusform>
            <numerusform>▲ %Ln saved checkpoints of the open run (hollow: not usable on every rank)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SliceDetails</name>
    <message numerus="yes">
        <location filename="../widgets/models/slices/slicedetails.cpp" line="46"/>
        <source>in %Ln record(s)</source>
        <translation>
            <numerusform>in %Ln record</numerusform>
            <numerusform>in %Ln records</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SummaryStrip</name>
    <message numerus="yes">
        <location filename="../widgets/shell/summarystrip.cpp" line="62"/>
        <location filename="../widgets/shell/summarystrip.cpp" line="70"/>
        <source>%Ln rank(s)</source>
        <translation>
            <numerusform>%Ln rank</numerusform>
            <numerusform>%Ln ranks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/summarystrip.cpp" line="63"/>
        <location filename="../widgets/shell/summarystrip.cpp" line="72"/>
        <source>%Ln stage(s)</source>
        <translation>
            <numerusform>%Ln stage</numerusform>
            <numerusform>%Ln stages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/summarystrip.cpp" line="68"/>
        <source>strategy only: %Ln rank(s)</source>
        <translation>
            <numerusform>strategy only: %Ln rank</numerusform>
            <numerusform>strategy only: %Ln ranks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/summarystrip.cpp" line="73"/>
        <source>%Ln parameter(s)</source>
        <translation>
            <numerusform>%Ln parameter</numerusform>
            <numerusform>%Ln parameters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/summarystrip.cpp" line="84"/>
        <source>(%Ln outside the strategy)</source>
        <translation>
            <numerusform>(%Ln outside the strategy)</numerusform>
            <numerusform>(%Ln outside the strategy)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/summarystrip.cpp" line="89"/>
        <source>step %1 of %Ln saved</source>
        <translation>
            <numerusform>step %1 of %Ln saved</numerusform>
            <numerusform>step %1 of %Ln saved</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/summarystrip.cpp" line="96"/>
        <source>%Ln rank(s) encrypted, waiting for the key</source>
        <translation>
            <numerusform>%Ln rank encrypted, waiting for the key</numerusform>
            <numerusform>%Ln ranks encrypted, waiting for the key</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TargetPanel</name>
    <message numerus="yes">
        <location filename="../widgets/migration/targetpanel.cpp" line="127"/>
        <location filename="../widgets/migration/targetpanel.cpp" line="137"/>
        <source>%Ln card(s)</source>
        <translation>
            <numerusform>%Ln card</numerusform>
            <numerusform>%Ln cards</numerusform>
        </translation>
    </message>
</context>
</TS>
