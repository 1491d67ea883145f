<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AxisRoles</name>
    <message>
        <location filename="../widgets/models/matrix/axisroles.cpp" line="14"/>
        <source>data parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/axisroles.cpp" line="16"/>
        <source>model parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/axisroles.cpp" line="20"/>
        <source>size 1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BusyIndicator</name>
    <message numerus="yes">
        <location filename="../widgets/common/busyindicator.cpp" line="21"/>
        <source>Indexing %n path(s)…</source>
        <translation>
            <numerusform>Indexing %n path…</numerusform>
            <numerusform>Indexing %n paths…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardMemoryGrid</name>
    <message>
        <location filename="../widgets/fit/cardmemorygrid.cpp" line="127"/>
        <source>Cards by stage, coloured by memory use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/cardmemorygrid.cpp" line="132"/>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/cardmemorygrid.cpp" line="140"/>
        <source>full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/cardmemorygrid.cpp" line="144"/>
        <source>does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/cardmemorygrid.cpp" line="156"/>
        <source>Stage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/cardmemorygrid.cpp" line="213"/>
        <source>Rank %1 (stage %2): %3 of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/cardmemorygrid.cpp" line="220"/>
        <source>%1 group: ranks %2, %3 sent per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/cardmemorygrid.cpp" line="225"/>
        <source>No communication group: a single card.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../app/gui/commandline.cpp" line="65"/>
        <source>ShardScope inspects MindSpore checkpoints, strategy files and per-rank run folders.
With no PATH it opens the built-in demo run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="70"/>
        <source>Checkpoint, strategy file or folder to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="72"/>
        <source>Open the built-in demo run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="74"/>
        <source>Interface language: en or zh_CN (default: the system&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="76"/>
        <source>Window size, e.g. 1400x900.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="80"/>
        <source>Wait until everything is indexed, save the window as a PNG image and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="84"/>
        <source>With --screenshot: write the time to the shot, the longest event-loop stall, the peak memory, the run&apos;s tensor entries and the tab in front to FILE.json (bench/open_bench.sh).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="89"/>
        <source>Strategy file or folder of the run, when it does not sit beside the rank folders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="94"/>
        <source>Rank table (or &quot;msrun:W:L&quot;) placing the run&apos;s cards on servers, when it does not sit beside the rank folders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="98"/>
        <source>View to show: parameters, matrix, slices, tensor, files, migration, doctor, loss, history or playground.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="101"/>
        <source>Parameter to select.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="105"/>
        <source>Rank to show in the tensor, matrix and doctor views (-1: merged).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="108"/>
        <source>Migration planner: the destination strategy file or folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="112"/>
        <source>Migration planner: a simulated target, e.g. &quot;dp=1,mp=4,pp=1&quot;, &quot;opt=2&quot; or &quot;merge&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="117"/>
        <source>Migration planner: the target job&apos;s rank table (or &quot;msrun:W:L&quot;), placing the target&apos;s cards on servers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="122"/>
        <source>Doctor: the network side (NET.json, a JSON strategy, or a checkpoint).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="126"/>
        <source>Loss view: smoothing weight of the moving average, 0 to 0.99.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="127"/>
        <source>Loss view: logarithmic y axis.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="149"/>
        <source>--smoothing takes a weight from 0 to 0.99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="153"/>
        <source>--target and --simulate exclude each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="156"/>
        <source>--timing measures a --screenshot run; give both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="166"/>
        <source>unknown view “%1” (use parameters, matrix, slices, tensor, files, migration, doctor, loss, history or playground)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="175"/>
        <source>--rank takes a rank number, or -1 for merged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="181"/>
        <source>unknown language “%1” (use en or zh_CN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="188"/>
        <source>--size wants WIDTHxHEIGHT in pixels, e.g. 1400x900, not “%1”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeviceMatrixView</name>
    <message>
        <location filename="../widgets/matrix/devicematrixview.cpp" line="90"/>
        <source>other stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/matrix/devicematrixview.cpp" line="217"/>
        <source>%1: double-click to rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/matrix/devicematrixview.cpp" line="303"/>
        <source>Rename axis “%1”…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/matrix/devicematrixview.cpp" line="307"/>
        <source>Reset axis names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/matrix/devicematrixview.cpp" line="312"/>
        <source>Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/matrix/devicematrixview.cpp" line="313"/>
        <source>Columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/matrix/devicematrixview.cpp" line="315"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiagnosisText</name>
    <message>
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="14"/>
        <source>the checkpoint stores %1, the network declares %2: strict_load=False converts it (extra memory and time, and the values are rounded to the network&apos;s dtype).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="20"/>
        <source>the checkpoint stores %1, the network declares %2: strict_load=True never converts dtypes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="25"/>
        <source>the checkpoint stores %1, the network declares %2: MindSpore converts only float to float and int to int.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="30"/>
        <source>the checkpoint stores %1 as a scalar (%2), the network&apos;s parameter has shape %3; a scalar loads only into (1,) or ().</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="36"/>
        <source>the checkpoint&apos;s %1 is a string: MindSpore skips it without a word and the parameter keeps its initial value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="39"/>
        <source>the checkpoint&apos;s %1 is a map tensor: MindSpore skips it without a word and the parameter keeps its initial value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="51"/>
        <source>%1 belongs to pipeline stage %2 (%3), but rank %4&apos;s checkpoint holds stage %5 only: each stage saves only its own parameters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="57"/>
        <source>the checkpoint holds the parameters of pipeline stage %1 of the network&apos;s strategy, but the network is rank %2, stage %3: %4 is in the checkpoints of %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="64"/>
        <source>the checkpoint stores it as %1, without the network&apos;s prefix %2: MindSpore strips prefixes from the checkpoint&apos;s names but never adds them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="70"/>
        <source>the checkpoint stores it as %1, under the prefix %2: strict_load=True does not strip prefixes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="76"/>
        <source>the network has %n layer(s) of %1 (%2), the checkpoint %3 (%4): this layer has nothing to load (or the checkpoint holds one pipeline stage&apos;s layers only: give the run&apos;s strategy with --strategy to tell).</source>
        <translation>
            <numerusform>the network has %n layer of %1 (%2), the checkpoint %3 (%4): this layer has nothing to load (or the checkpoint holds one pipeline stage&apos;s layers only: give the run&apos;s strategy with --strategy to tell).</numerusform>
            <numerusform>the network has %n layers of %1 (%2), the checkpoint %3 (%4): this layer has nothing to load (or the checkpoint holds one pipeline stage&apos;s layers only: give the run&apos;s strategy with --strategy to tell).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="82"/>
        <source>the network has %n layer(s) of %1 (%2), the checkpoint %3 (%4): this layer has nothing to load.</source>
        <translation>
            <numerusform>the network has %n layer of %1 (%2), the checkpoint %3 (%4): this layer has nothing to load.</numerusform>
            <numerusform>the network has %n layers of %1 (%2), the checkpoint %3 (%4): this layer has nothing to load.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="89"/>
        <source>not in the checkpoint; the closest unused entries: %1. The parameter was probably renamed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="95"/>
        <source>the checkpoint has no entry of this name, under a prefix or a close name: the parameter keeps its initial value. The checkpoint looks like one rank&apos;s slice: in a pipelined run the parameter may be in another stage&apos;s checkpoint (give the run&apos;s strategy with --strategy to tell).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="101"/>
        <source>the checkpoint has no entry of this name, under a prefix or a close name: the parameter keeps its initial value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="113"/>
        <source>; %1: %2 in the checkpoint, %3 in the network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="126"/>
        <source>the full shapes differ, %1 in the checkpoint and %2 in the network (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="128"/>
        <source>the shapes differ, %1 in the checkpoint and %2 in the network (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="132"/>
        <source>; %1 -&gt; %2 changes %3 parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="136"/>
        <source>%1: the model configuration differs, not the parallel layout%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="142"/>
        <source>dim %1 is %2 times smaller in the checkpoint (%3) than in the network (%4), as in %5 parameters: the checkpoint looks like one rank&apos;s slice of a run that splits this dimension %2 ways (without the run&apos;s strategy the axis and the rank cannot be named).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="147"/>
        <source>dim %1 is %2 times larger in the checkpoint (%3) than in the network (%4), as in %5 parameters: the network looks compiled for a parallel strategy that splits this dimension %2 ways, while the checkpoint holds it whole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="155"/>
        <source>the checkpoint holds %1 (%2 dims), the network %3 (%4 dims): neither a parallel split nor a size change; check that the checkpoint was saved from this network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="162"/>
        <source>dim %1 is %2 in the checkpoint and %3 in the network (a factor of %4): a split of that dimension or a different model size; the run&apos;s strategy (--strategy) tells which.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="169"/>
        <source>dim %1 is %2 in the checkpoint and %3 in the network: not a multiple, so not a parallel split; the model configuration differs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="185"/>
        <source>rank %1&apos;s checkpoint holds one slice of it: %2. The network expects the full tensor %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="190"/>
        <source>the checkpoint holds the full tensor %1, but the network is compiled for a strategy in which %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="195"/>
        <source>the checkpoint and the network cut the same %1 differently. The checkpoint&apos;s strategy: %2. The network&apos;s strategy: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="200"/>
        <source>the run was saved with remove_redundancy=True: rank %1 saved %2 for its group %3, and rank %4&apos;s file lacks it by design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="205"/>
        <source>the iteration was saved by MindFormers with remove_redundancy: rank %1 saved %2 for its group %3 (metadata.json names its file), and rank %4&apos;s files lack it by design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="211"/>
        <source>the iteration was saved by MindFormers with remove_redundancy: the pipeline stages share %1, and only rank %2 of stage %3 saved it (metadata.json names its file); rank %4&apos;s group %5 lacks it by design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/diagnosistext.cpp" line="218"/>
        <source>the run was saved with full redundancy: ranks %1 of group %2 each hold %3, and remove_redundancy=True expects exactly one copy per group (MindSpore raises ValueError there and stops).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DoctorSentenceText</name>
    <message>
        <location filename="../widgets/models/doctor/doctorsentencetext.cpp" line="40"/>
        <source>hidden size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctorsentencetext.cpp" line="43"/>
        <source>vocabulary size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctorsentencetext.cpp" line="46"/>
        <source>sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctorsentencetext.cpp" line="49"/>
        <source>feed-forward size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctorsentencetext.cpp" line="52"/>
        <source>layer count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctorsentencetext.cpp" line="55"/>
        <source>a model dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/doctor/doctorsentencetext.cpp" line="61"/>
        <source>%n parameter(s)</source>
        <translation>
            <numerusform>%n parameter</numerusform>
            <numerusform>%n parameters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/doctor/doctorsentencetext.cpp" line="65"/>
        <source>%n pipeline stage(s)</source>
        <translation>
            <numerusform>%n pipeline stage</numerusform>
            <numerusform>%n pipeline stages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/doctor/doctorsentencetext.cpp" line="69"/>
        <source>%n layer(s)</source>
        <translation>
            <numerusform>%n layer</numerusform>
            <numerusform>%n layers</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctorsentencetext.cpp" line="73"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctorsentencetext.cpp" line="79"/>
        <source>rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctorsentencetext.cpp" line="79"/>
        <source>ranks %1-%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctorsentencetext.cpp" line="85"/>
        <source>(%1: %2 ranks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctorsentencetext.cpp" line="103"/>
        <source>axes %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctorsentencetext.cpp" line="103"/>
        <source>axis %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctorsentencetext.cpp" line="105"/>
        <source>dim %1 (%2) is split %3 ways over device %4 of dev_matrix %5 and a further %6 ways by optimizer sharding (opt_weight_shard_size %6); rank %7 holds part %8, optimizer shard %9, [%10, %11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctorsentencetext.cpp" line="113"/>
        <source>dim %1 (%2) is split %3 ways over device %4 of dev_matrix %5; rank %6 holds part %7, [%8, %9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctorsentencetext.cpp" line="119"/>
        <source>dim %1 (%2) is cut %3 ways by optimizer sharding (opt_weight_shard_size %3); rank %4 holds optimizer shard %5, [%6, %7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctorsentencetext.cpp" line="124"/>
        <source>dim %1 (%2) is not split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctorsentencetext.cpp" line="132"/>
        <source>%1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctorsentencetext.cpp" line="139"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctorsentencetext.cpp" line="142"/>
        <location filename="../widgets/models/doctor/doctorsentencetext.cpp" line="152"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/doctor/doctorsentencetext.cpp" line="159"/>
        <source>%1 %2 -&gt; %3 (%n parameter(s))</source>
        <translation>
            <numerusform>%1 %2 -&gt; %3 (%n parameter)</numerusform>
            <numerusform>%1 %2 -&gt; %3 (%n parameters)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctorsentencetext.cpp" line="164"/>
        <location filename="../widgets/models/doctor/doctorsentencetext.cpp" line="175"/>
        <location filename="../widgets/models/doctor/doctorsentencetext.cpp" line="183"/>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctorsentencetext.cpp" line="171"/>
        <source>dim %1 %2 -&gt; %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctorsentencetext.cpp" line="181"/>
        <source>rank %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/doctor/doctorsentencetext.cpp" line="185"/>
        <source>%1 and %n other rank(s)</source>
        <translation>
            <numerusform>%1 and %n other rank</numerusform>
            <numerusform>%1 and %n other ranks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DoctorTableModel</name>
    <message>
        <location filename="../widgets/models/doctor/doctortablemodel.cpp" line="87"/>
        <source>Parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortablemodel.cpp" line="89"/>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortablemodel.cpp" line="91"/>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortablemodel.cpp" line="93"/>
        <source>Checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortablemodel.cpp" line="95"/>
        <source>Diagnosis</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DoctorText</name>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="12"/>
        <source>Parallel split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="14"/>
        <source>Model config differs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="16"/>
        <source>Shape differs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="18"/>
        <source>Scalar vs tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="20"/>
        <source>Dtype differs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="22"/>
        <source>Dtype converted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="24"/>
        <source>Name prefix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="26"/>
        <source>Other pipeline stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="28"/>
        <source>Renamed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="30"/>
        <source>Missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="32"/>
        <source>Not a tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="34"/>
        <source>Saved by another rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="36"/>
        <source>Saved by several ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="44"/>
        <source>One rank&apos;s slice loaded into a stand-alone network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="46"/>
        <source>A full checkpoint loaded into a parallel network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="48"/>
        <source>Split for another strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="50"/>
        <source>A checkpoint of another pipeline stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="52"/>
        <source>The model configuration changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="54"/>
        <source>The layer count changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="56"/>
        <source>The names differ by a prefix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="58"/>
        <source>Parameters were renamed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="60"/>
        <source>The dtype changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="62"/>
        <source>Saved with remove_redundancy, loaded without it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="64"/>
        <source>A full checkpoint loaded with remove_redundancy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="84"/>
        <source>dim %1: checkpoint %2, network %3 (1 of %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="89"/>
        <source>dim %1: checkpoint %2, network %3 (network: 1 of %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="95"/>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="99"/>
        <source>%1; %2</source>
        <comment>two parts of a diagnosis</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="96"/>
        <source>rank %1&apos;s slice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="100"/>
        <source>optimizer shard ×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="107"/>
        <source>%1: %2 in the checkpoint, %3 in the network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="115"/>
        <source>%1 in the checkpoint, %2 in the network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="118"/>
        <source>prefix “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="120"/>
        <source>in stage %1 (this checkpoint: stage %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="123"/>
        <source>closest: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="127"/>
        <source>not in the checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="130"/>
        <source>saved by rank %1 (remove_redundancy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="138"/>
        <source>held by ranks %1 of one group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="138"/>
        <source>, </source>
        <comment>a list of ranks</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="144"/>
        <source>%1 in the network, %2 in the checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/doctor/doctortext.cpp" line="167"/>
        <source>All %n network parameter(s) would load (%1).</source>
        <translation>
            <numerusform>All %n network parameter would load (%1).</numerusform>
            <numerusform>All %n network parameters would load (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/doctor/doctortext.cpp" line="171"/>
        <source>%1 of %n network parameter(s) would not load (%2).</source>
        <translation>
            <numerusform>%1 of %n network parameter would not load (%2).</numerusform>
            <numerusform>%1 of %n network parameters would not load (%2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DoctorView</name>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="48"/>
        <source>Network parameters (NET.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="49"/>
        <source>Destination strategy (JSON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="50"/>
        <source>Another checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="51"/>
        <source>the network side: NET.json, a strategy .json, or a .ckpt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="54"/>
        <source>The rank whose checkpoint (and whose view of the destination strategy) is compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="57"/>
        <source>load_param_into_net(..., strict_load=True): no dtype conversion, no prefix retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="60"/>
        <source>load_checkpoint(..., remove_redundancy=True) and load_param_into_net(..., remove_redundancy=True): each saved copy is spread to its data-parallel group, as a job that saved with remove_redundancy loads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="63"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="64"/>
        <source>Ran&amp;k:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="141"/>
        <source>Choose the network side to check whether this checkpoint loads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="200"/>
        <source>The network side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="201"/>
        <source>Network or strategy (*.json);;Checkpoints (*.ckpt *.safetensors);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="241"/>
        <source>Checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="314"/>
        <source>&lt;b&gt;%1.&lt;/b&gt; %2</source>
        <comment>a finding&apos;s title and its text</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="344"/>
        <source>Diagnosis:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="345"/>
        <source>%1: %2</source>
        <comment>a problem&apos;s kind and its diagnosis in a few words</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="351"/>
        <source>Fix:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="359"/>
        <source>MindSpore says:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DurationText</name>
    <message>
        <location filename="../widgets/models/common/durationtext.cpp" line="8"/>
        <source>about %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/durationtext.cpp" line="11"/>
        <source>about %1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/durationtext.cpp" line="13"/>
        <source>about %1 h</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EmptyPage</name>
    <message>
        <location filename="../widgets/common/emptypage.cpp" line="15"/>
        <source>Open a checkpoint, a strategy file or a run folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/common/emptypage.cpp" line="23"/>
        <source>Drop files or folders here, or use File ▸ Open File… and File ▸ Open Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/common/emptypage.cpp" line="28"/>
        <source>Try the &amp;Playground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/common/emptypage.cpp" line="31"/>
        <source>Without any file: choose a network and a split of the cards, and see what each card holds and sends in a training step.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="8"/>
        <source>Cannot read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="10"/>
        <source>Not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="12"/>
        <source>Empty file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="14"/>
        <source>File is truncated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="16"/>
        <source>File is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="18"/>
        <source>Invalid tensor shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="20"/>
        <source>Tensor size does not match its shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="22"/>
        <source>Unknown data type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="24"/>
        <source>CRC missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="26"/>
        <source>CRC check failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="28"/>
        <source>File is encrypted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="30"/>
        <source>Wrong key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="32"/>
        <source>Not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="34"/>
        <source>Invalid strategy file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="36"/>
        <source>Mixed formats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="38"/>
        <source>Invalid argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="40"/>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="42"/>
        <source>Internal error (please report it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="44"/>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="52"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExplainText</name>
    <message>
        <location filename="../widgets/models/common/explaintext.cpp" line="46"/>
        <source>%1 %2 is not in the strategy: it feeds no parallel operator, so every rank that has it stores the whole tensor (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/explaintext.cpp" line="50"/>
        <source>%1 %2 (%3): no strategy is open, so how it is split is not known; open the run&apos;s strategy file to see it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/explaintext.cpp" line="56"/>
        <source>(shape not recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/explaintext.cpp" line="59"/>
        <source>%1 %2 is not split by the model-parallel axes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/explaintext.cpp" line="63"/>
        <source>dimension %1 into %2 parts by device axis %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/explaintext.cpp" line="68"/>
        <source>%1 %2 is cut along %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/explaintext.cpp" line="68"/>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/explaintext.cpp" line="71"/>
        <source>Each part is held by %1 ranks that differ only on device axis %2 (data parallelism: the same weights on every replica).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/explaintext.cpp" line="77"/>
        <source>Optimizer sharding splits each part %1 ways along dimension 0 among its replicas, so a rank stores only its own piece.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/explaintext.cpp" line="83"/>
        <source>The run was saved with remove_redundancy: of each %1 ranks holding the same part, only one saves it in its file, and MindFormers loads it from there for the others (metadata.json names the file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/explaintext.cpp" line="87"/>
        <source>The run was saved with remove_redundancy: of each %1 ranks holding the same part, only one saves it in its file; loading with remove_redundancy=True gives it to the others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/explaintext.cpp" line="95"/>
        <source>%1 of its %2 model-parallel groups span servers (up to %3; %4 are on %5): every step exchanges those slices over the slower links between machines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/explaintext.cpp" line="104"/>
        <source>Each of its %1 model-parallel groups stays on one server, so the slices are exchanged over the fast links inside a machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/common/explaintext.cpp" line="109"/>
        <source>%n rank(s) of its stage are not in the rank table, so where their slices travel is not known.</source>
        <translation>
            <numerusform>%n rank of its stage is not in the rank table, so where its slices travel is not known.</numerusform>
            <numerusform>%n ranks of its stage are not in the rank table, so where their slices travel is not known.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/common/explaintext.cpp" line="116"/>
        <source>Every rank of pipeline stage %1 therefore stores %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/explaintext.cpp" line="120"/>
        <source>It lives on the ranks of pipeline stage %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/explaintext.cpp" line="125"/>
        <source>%1 %2</source>
        <comment>two sentences</comment>
        <extracomment>Two sentences one after the other; Chinese puts no space between them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExplanationStrip</name>
    <message>
        <location filename="../widgets/shell/explanationstrip.cpp" line="44"/>
        <source>Show the whole explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/explanationstrip.cpp" line="45"/>
        <source>Fold the explanation to one line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../widgets/export/exportdialog.cpp" line="51"/>
        <source>&amp;Show in folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportdialog.cpp" line="52"/>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportdialog.cpp" line="53"/>
        <location filename="../widgets/export/exportdialog.cpp" line="136"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportdialog.cpp" line="59"/>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportdialog.cpp" line="63"/>
        <source>Source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportdialog.cpp" line="136"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportdialog.cpp" line="196"/>
        <source>Cancelling: removing the unfinished file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportdialog.cpp" line="249"/>
        <source>… and %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportdialog.cpp" line="255"/>
        <source>In %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportdialog.cpp" line="274"/>
        <source>The export failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportdialog.cpp" line="275"/>
        <source>The export failed. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportdialog.cpp" line="284"/>
        <source>Cancelled. No partial file was kept.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportForm</name>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="53"/>
        <source>&amp;Merged: full tensors assembled from the ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="54"/>
        <source>One &amp;rank:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="59"/>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="65"/>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="69"/>
        <source>&amp;Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="73"/>
        <source>&amp;Write to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="75"/>
        <source>Tensors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="81"/>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="86"/>
        <source>From:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="90"/>
        <source>regular expression (empty: every parameter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="92"/>
        <source>Names of the whole source; one rank may hold fewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="96"/>
        <source>&amp;Parameters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="104"/>
        <source>the one parameter to write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="108"/>
        <source>P&amp;arameter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="158"/>
        <source>Add a float&amp;32 copy of each BFloat16 tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="160"/>
        <source>BFloat16 has no HDF5 type: it is stored as its 16-bit patterns, and this adds a float32 dataset holding the values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="164"/>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="165"/>
        <source>gzip level 1-9, after a byte shuffle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="167"/>
        <source>A compressed file is smaller, but cannot be opened back here as a source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="176"/>
        <source>&amp;Compression:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="187"/>
        <source> MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="188"/>
        <source>one file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="190"/>
        <source>Split into parts of at most this much data, with an index .json (0: one file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="191"/>
        <source>Write MindSpore&apos;s &amp;CRC (crc_num) in the metadata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="197"/>
        <source>Largest part si&amp;ze:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="205"/>
        <source>Write BFloat16 values as float&amp;32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="207"/>
        <source>NumPy has no BFloat16: without this the file holds the 16-bit patterns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="298"/>
        <source>not a valid regular expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/export/exportform.cpp" line="303"/>
        <source>all %n parameter(s)</source>
        <translation>
            <numerusform>all %n parameter</numerusform>
            <numerusform>all %n parameters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/export/exportform.cpp" line="310"/>
        <source>%1 of %n parameter(s)</source>
        <translation>
            <numerusform>%1 of %n parameter</numerusform>
            <numerusform>%1 of %n parameters</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="333"/>
        <source>Choose where to write the export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="336"/>
        <source>The file name must end in .h5, .hdf5, .safetensors or .npy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="340"/>
        <source>“%1” is a folder: name a file in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="343"/>
        <source>The export cannot replace its own source: choose another file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="346"/>
        <source>Choose a rank, or Merged for full tensors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="351"/>
        <source>Pick one parameter for .npy: a .npy file holds one tensor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="354"/>
        <source>No parameter is named “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="359"/>
        <source>The parameter filter is not a valid regular expression.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="362"/>
        <source>No parameter matches the filter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="370"/>
        <source>“%1” exists and will be replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="379"/>
        <source>HDF5 files (*.h5 *.hdf5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="382"/>
        <source>safetensors files (*.safetensors)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="385"/>
        <source>NumPy arrays (*.npy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="388"/>
        <source>Export to</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message>
        <location filename="../widgets/models/export/exporttext.cpp" line="40"/>
        <source>HDF5 (.h5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/export/exporttext.cpp" line="42"/>
        <source>safetensors (.safetensors)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/export/exporttext.cpp" line="44"/>
        <source>NumPy array (.npy), one parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/export/exporttext.cpp" line="100"/>
        <source>Opening the source…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/export/exporttext.cpp" line="102"/>
        <source>Tensor %1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/export/exporttext.cpp" line="110"/>
        <source>%1 of %2 written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/export/exporttext.cpp" line="117"/>
        <source>%1 s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/export/exporttext.cpp" line="123"/>
        <source>Exported %n tensor(s) (%1) to %2 in %3 s.</source>
        <translation>
            <numerusform>Exported %n tensor (%1) to %2 in %3 s.</numerusform>
            <numerusform>Exported %n tensors (%1) to %2 in %3 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/export/exporttext.cpp" line="126"/>
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/export/exporttext.cpp" line="144"/>
        <source>Left out, as the format cannot hold them: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/export/exporttext.cpp" line="145"/>
        <source>, </source>
        <comment>a list of names</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FindingText</name>
    <message>
        <location filename="../widgets/models/doctor/findingtext.cpp" line="21"/>
        <source>rank %1&apos;s checkpoint is one slice of a run of %2 ranks (%3 of %4 devices): %5 holds slices, and a stand-alone network needs the full tensors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/findingtext.cpp" line="25"/>
        <source>rank %1&apos;s checkpoint is one slice of a run of %2 ranks (%3 of %4 devices): %5 hold slices, and a stand-alone network needs the full tensors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/findingtext.cpp" line="33"/>
        <source>%1 is smaller than the network&apos;s along one dimension by the same factor: the checkpoint looks like one rank&apos;s slice of a split run, loaded into a stand-alone network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/findingtext.cpp" line="38"/>
        <source>%1 are smaller than the network&apos;s along one dimension by the same factor: the checkpoint looks like one rank&apos;s slice of a split run, loaded into a stand-alone network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/findingtext.cpp" line="45"/>
        <source>%1 is larger in the checkpoint along one dimension: the network looks compiled for a parallel strategy and holds slices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/findingtext.cpp" line="48"/>
        <source>%1 are larger in the checkpoint along one dimension: the network looks compiled for a parallel strategy and holds slices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/findingtext.cpp" line="53"/>
        <source>the checkpoint holds full tensors, but the network is rank %1 of a strategy that splits %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/findingtext.cpp" line="58"/>
        <source>the checkpoint is split for another strategy than the network&apos;s: %1 is cut differently.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/findingtext.cpp" line="61"/>
        <source>the checkpoint is split for another strategy than the network&apos;s: %1 are cut differently.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/findingtext.cpp" line="66"/>
        <source>%1 of the network is in the checkpoints of another pipeline stage: the checkpoint holds stage %2 only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/findingtext.cpp" line="69"/>
        <source>%1 of the network are in the checkpoints of another pipeline stage: the checkpoint holds stage %2 only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/findingtext.cpp" line="74"/>
        <source>rank %1&apos;s checkpoint comes from a run saved with remove_redundancy=True: %2 of this rank was saved by other members of their groups (%3), and load_param_into_net without the flag leaves them unloaded. Load it with remove_redundancy=True, or restore redundancy first and load rank %1&apos;s file of the full copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/findingtext.cpp" line="83"/>
        <source>rank %1&apos;s checkpoint comes from a run saved with remove_redundancy=True: %2 of this rank were saved by other members of their groups (%3), and load_param_into_net without the flag leaves them unloaded. Load it with remove_redundancy=True, or restore redundancy first and load rank %1&apos;s file of the full copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/findingtext.cpp" line="95"/>
        <source>rank %1&apos;s files come from a MindFormers iteration saved with remove_redundancy: %2 of this rank was saved by other ranks (%3), and loading this rank&apos;s files alone leaves them unloaded. Load the iteration with MindFormers&apos; load_checkpoint (metadata.json names each slice&apos;s file), or restore redundancy first and load rank %1&apos;s file of the full copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/findingtext.cpp" line="105"/>
        <source>rank %1&apos;s files come from a MindFormers iteration saved with remove_redundancy: %2 of this rank were saved by other ranks (%3), and loading this rank&apos;s files alone leaves them unloaded. Load the iteration with MindFormers&apos; load_checkpoint (metadata.json names each slice&apos;s file), or restore redundancy first and load rank %1&apos;s file of the full copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/findingtext.cpp" line="117"/>
        <source>the run was saved with full redundancy, but it is loaded with remove_redundancy=True: MindSpore raises at %1, the first parameter that several ranks of one group hold. Load without the flag, or write a copy saved without redundancy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/findingtext.cpp" line="129"/>
        <source>%1: the checkpoint has %2 (%3), the network %4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/findingtext.cpp" line="134"/>
        <source>; the checkpoint&apos;s layers %1 are not loaded (ckpt_not_load)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/findingtext.cpp" line="138"/>
        <source> (or the checkpoint holds only some pipeline stages&apos; layers: give the run&apos;s strategy with --strategy to tell)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/findingtext.cpp" line="142"/>
        <source>%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/findingtext.cpp" line="149"/>
        <source>the network is built with another model configuration than the checkpoint (checkpoint -&gt; network): %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/doctor/findingtext.cpp" line="157"/>
        <source>%n parameter(s) differ(s) from the checkpoint&apos;s names only by the prefix %1, which the network&apos;s names carry.</source>
        <translation>
            <numerusform>%n parameter differs from the checkpoint&apos;s names only by the prefix %1, which the network&apos;s names carry.</numerusform>
            <numerusform>%n parameters differ from the checkpoint&apos;s names only by the prefix %1, which the network&apos;s names carry.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/doctor/findingtext.cpp" line="161"/>
        <source>%n parameter(s) differ(s) from the checkpoint&apos;s names only by the prefix %1, which the checkpoint&apos;s names carry.</source>
        <translation>
            <numerusform>%n parameter differs from the checkpoint&apos;s names only by the prefix %1, which the checkpoint&apos;s names carry.</numerusform>
            <numerusform>%n parameters differ from the checkpoint&apos;s names only by the prefix %1, which the checkpoint&apos;s names carry.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/findingtext.cpp" line="167"/>
        <source>%1 parameters were renamed the same way: %2 in the checkpoint is %3 in the network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/findingtext.cpp" line="173"/>
        <source>%1 parameters are %2 in the checkpoint and %3 in the network (converted on load).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/findingtext.cpp" line="176"/>
        <source>%1 parameters are %2 in the checkpoint and %3 in the network.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FitGroupsModel</name>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="87"/>
        <location filename="../widgets/models/fit/fitgroupsmodel.cpp" line="55"/>
        <source>%1 between hosts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fitgroupsmodel.cpp" line="56"/>
        <source>%1 inside a host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fitgroupsmodel.cpp" line="68"/>
        <source>Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fitgroupsmodel.cpp" line="70"/>
        <source>Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fitgroupsmodel.cpp" line="72"/>
        <source>Ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fitgroupsmodel.cpp" line="74"/>
        <source>Collective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fitgroupsmodel.cpp" line="76"/>
        <source>Sent per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fitgroupsmodel.cpp" line="78"/>
        <source>Time per step</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FitTexts</name>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="11"/>
        <source>stage %1 (rank %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="12"/>
        <source>rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="13"/>
        <source>Fits: peak %1 of %2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="16"/>
        <source>Does not fit: %1 needs %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="21"/>
        <source> (activations not counted: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="29"/>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="31"/>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="33"/>
        <source>Optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="35"/>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="55"/>
        <source>Data parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="57"/>
        <source>Model parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="59"/>
        <source>Pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="66"/>
        <source>all-reduce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="69"/>
        <source>reduce-scatter + all-gather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="72"/>
        <source>reduce-scatter + all-gather, all-reduce across shards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="75"/>
        <source>all-gather + reduce-scatter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="78"/>
        <source>send/receive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="85"/>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="87"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="93"/>
        <source>, </source>
        <comment>between the ranks of a list</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/fit/fittexts.cpp" line="97"/>
        <source>%1, %2, %3, … %4 (%n ranks)</source>
        <comment>a long list of ranks</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="105"/>
        <source>This split cannot be built: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FixText</name>
    <message>
        <location filename="../widgets/models/doctor/fixtext.cpp" line="15"/>
        <source>none needed; to load it as stored, build the network&apos;s %1 as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/fixtext.cpp" line="18"/>
        <source>load with strict_load=False: MindSpore then converts %1 to %2 with a warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/fixtext.cpp" line="23"/>
        <source>declare %1 as %2 in the network (the checkpoint&apos;s dtype), or cast the entry in the parameter_dict before loading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/fixtext.cpp" line="28"/>
        <source>declare %1 with shape (1,) or () in the network, or load a checkpoint that stores it as a tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/fixtext.cpp" line="33"/>
        <source>none in this checkpoint: it holds no tensor of that name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/fixtext.cpp" line="35"/>
        <source>add the prefix to the checkpoint&apos;s names before loading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/fixtext.cpp" line="37"/>
        <source>load with strict_load=False: MindSpore then strips the prefix %1 itself (and logs it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/doctor/fixtext.cpp" line="42"/>
        <source>build the network with %n layer(s) (the checkpoint&apos;s; it has %1), or load a checkpoint of the network&apos;s depth</source>
        <translation>
            <numerusform>build the network with %n layer (the checkpoint&apos;s; it has %1), or load a checkpoint of the network&apos;s depth</numerusform>
            <numerusform>build the network with %n layers (the checkpoint&apos;s; it has %1), or load a checkpoint of the network&apos;s depth</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/doctor/fixtext.cpp" line="48"/>
        <source>build the network with %n layer(s) (the checkpoint&apos;s), or load a checkpoint of the network&apos;s depth</source>
        <translation>
            <numerusform>build the network with %n layer (the checkpoint&apos;s), or load a checkpoint of the network&apos;s depth</numerusform>
            <numerusform>build the network with %n layers (the checkpoint&apos;s), or load a checkpoint of the network&apos;s depth</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/fixtext.cpp" line="53"/>
        <source>rename the entry before loading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/fixtext.cpp" line="55"/>
        <source>rename the entries before loading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/fixtext.cpp" line="57"/>
        <source>none in this checkpoint: check that it was saved from this network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/fixtext.cpp" line="60"/>
        <source>describe the network by its strategy (--net-strategy, JSON form) for the exact convert command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/fixtext.cpp" line="64"/>
        <source>check that the checkpoint was saved from this network and configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/fixtext.cpp" line="67"/>
        <source>build the network with %1 (the checkpoint&apos;s; the network uses %2), or load a checkpoint trained with the network&apos;s configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/fixtext.cpp" line="72"/>
        <source>build the network with %1 (the checkpoint&apos;s values), or load a checkpoint trained with the network&apos;s configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/fixtext.cpp" line="77"/>
        <source>build the network&apos;s parameters as %1 (its param_init_type or dtype setting), or save the checkpoint as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/fixtext.cpp" line="90"/>
        <source>merge the run&apos;s ranks into one full checkpoint, then load %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/fixtext.cpp" line="93"/>
        <source>merge the run&apos;s ranks into one full checkpoint with the strategy file the training saved (none was given or found beside the run; give it with --strategy for the exact command): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/fixtext.cpp" line="99"/>
        <source>this file is one rank&apos;s slice: put every rank&apos;s checkpoint in rank_&lt;N&gt;/ folders of one run folder RUN, then merge them: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/fixtext.cpp" line="104"/>
        <source>reshard the run for the network&apos;s strategy, then load %1 on rank %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/fixtext.cpp" line="108"/>
        <source>put the checkpoint in a rank_0/ folder and reshard it for the network&apos;s strategy, then load %1 on rank %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/fixtext.cpp" line="113"/>
        <source>reshard the run for the network&apos;s strategy; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/fixtext.cpp" line="116"/>
        <source>load rank %1&apos;s own checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/fixtext.cpp" line="118"/>
        <source>load the iteration with MindFormers&apos; load_checkpoint, which reads it from rank %1&apos;s file, or restore redundancy first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/fixtext.cpp" line="123"/>
        <source>load with remove_redundancy=True (load_checkpoint and load_param_into_net, in the compiled parallel network): rank %1&apos;s copy is then broadcast to the group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/fixtext.cpp" line="129"/>
        <source>restore redundancy (every rank file complete, loads without the flag), then load %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/fixtext.cpp" line="134"/>
        <source>load without remove_redundancy=True: every rank&apos;s file is complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/fixtext.cpp" line="137"/>
        <source>write a copy saved as with remove_redundancy=True, then load rank %1&apos;s file of it with the flag</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GuideDialog</name>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="14"/>
        <source>&lt;li&gt;&lt;b&gt;%1&lt;/b&gt;: %2&lt;/li&gt;</source>
        <comment>a tab&apos;s name and what it shows</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="22"/>
        <location filename="../widgets/shell/guidedialog.cpp" line="101"/>
        <source>ShardScope Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="35"/>
        <source>Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="35"/>
        <source>every file you opened, with its tensors, layouts or ranks, and their sizes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="37"/>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="38"/>
        <source>every parameter of the run: global shape, how the strategy splits it, bytes per card. Filter by name or shape; the other tabs follow the selection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="40"/>
        <source>Device matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="41"/>
        <source>the cards arranged as the strategy sees them; the colours show which slice of the selected parameter each card holds (same colour = replicas).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="43"/>
        <source>Slices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="43"/>
        <source>the selected tensor cut into the pieces the cards hold, with their index ranges and where the bytes lie in each file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="45"/>
        <source>Tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="45"/>
        <source>statistics, a histogram and the values of the selected parameter, read from the checkpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="47"/>
        <source>Migration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="48"/>
        <source>plan and run a conversion to another number of cards or another strategy, byte-identical to MindSpore&apos;s transform_checkpoints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="50"/>
        <source>Doctor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="50"/>
        <source>explains why load_param_into_net reports missing or mismatched parameters, and what to change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="52"/>
        <source>Loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="52"/>
        <source>training-loss curves from the run&apos;s logs, to compare runs and see where each checkpoint was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="54"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="54"/>
        <source>every step the run saved, on every rank: which files are complete and intact, and the newest step to resume from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="58"/>
        <source>Ctrl+1 to Ctrl+9 bring each tab to the front, in this order (View menu).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="63"/>
        <source>Open the run folder (File &gt; Open Folder): the folder that holds rank_0, rank_1, … and the strategy file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="67"/>
        <source>On the Migration tab, choose the destination strategy file, or simulate a target (for example dp=4, mp=8), and the destination folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="71"/>
        <source>Read the plan problems, if any, and the time and disk estimate; then press Convert. Verify checks every byte against its source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="75"/>
        <source>Open the converted run to check it: it carries its own strategy file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="83"/>
        <source>Do not take the last file name in sorted order: net-10_1875.ckpt sorts before net-9_1875.ckpt, and the newest step may be missing or damaged on some cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="88"/>
        <source>Open the run folder and the History tab (Ctrl+9): it names the newest step that is complete and intact on every card, and why newer ones cannot be used (&lt;code&gt;shardscope-cli history RUN&lt;/code&gt; says the same).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="94"/>
        <source>Press “Use step” to show that step in every tab, or “Copy --step” for the commands that read the run, for example &lt;code&gt;shardscope-cli convert --step STEP …&lt;/code&gt;; right-click a column for any other step. Resume training from the files it names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="103"/>
        <source>ShardScope shows what each card of a distributed-training run holds, and moves checkpoints from one number of cards to another. Files are only read, never modified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="106"/>
        <source>The tabs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="107"/>
        <source>Move a run to another number of cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="108"/>
        <source>Resume from the right checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistogramChart</name>
    <message>
        <location filename="../widgets/tensor/histogramchart.cpp" line="38"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/histogramchart.cpp" line="52"/>
        <source>Elements</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryDamage</name>
    <message>
        <location filename="../widgets/models/history/historydamage.cpp" line="47"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/history/historydamage.cpp" line="79"/>
        <source>… and %n more (the Problems panel lists them all)</source>
        <translation>
            <numerusform>… and %n more (the Problems panel lists them all)</numerusform>
            <numerusform>… and %n more (the Problems panel lists them all)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historydamage.cpp" line="83"/>
        <source>%1 · rank %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryGrid</name>
    <message>
        <location filename="../widgets/history/historygrid.cpp" line="139"/>
        <source>%1: %2</source>
        <comment>a file state and how many ranks of the row are in it</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/history/historygrid.cpp" line="145"/>
        <source>%1
ranks %2-%3: %4 (zoom in to see each rank)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/history/historygrid.cpp" line="156"/>
        <location filename="../widgets/history/historygrid.cpp" line="259"/>
        <source>rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/history/historygrid.cpp" line="293"/>
        <source>%1: click to open this step in every tab</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryTexts</name>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="37"/>
        <source>intact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="39"/>
        <source>not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="41"/>
        <source>temporary (save interrupted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="43"/>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="45"/>
        <source>truncated or unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="47"/>
        <source>CRC mismatch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="49"/>
        <source>inconsistent tensors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="51"/>
        <source>still being written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="65"/>
        <source>the file is empty (0 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="67"/>
        <source>cut short (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="68"/>
        <source>encrypted (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="69"/>
        <source>cannot be read (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="72"/>
        <source>%1 is %2, the strategy gives %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="74"/>
        <source>%1 %2 cannot be split as the strategy says: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="76"/>
        <source>changed while it was read (%1 bytes, then %2): still being written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="79"/>
        <source>the stored crc_num is %1, the bytes give %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="81"/>
        <source>only the leftover temporary %1 is there: the save was interrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="84"/>
        <source>the fault-tolerance save did not finish (its folder ends in _tmp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="86"/>
        <source>the tensor list differs from this rank&apos;s other saved steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="87"/>
        <source>the tensor list differs from this rank&apos;s other saved steps: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="95"/>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="100"/>
        <source>epoch %1, step %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="101"/>
        <source>step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="103"/>
        <source>(global step %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="113"/>
        <source>No saved step was found in this run&apos;s rank folders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="117"/>
        <source>No saved step is complete and intact on every rank: there is no step to resume from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/history/historytexts.cpp" line="121"/>
        <source>Resume from %1: %2, complete and intact on all %n rank(s).</source>
        <translation>
            <numerusform>Resume from %1: %2, complete and intact on its %n rank.</numerusform>
            <numerusform>Resume from %1: %2, complete and intact on all %n ranks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/history/historytexts.cpp" line="125"/>
        <source>%n newer step(s) cannot be used, for the reasons below.</source>
        <translation>
            <numerusform>%n newer step cannot be used, for the reasons below.</numerusform>
            <numerusform>%n newer steps cannot be used, for the reasons below.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="133"/>
        <source>%1, step %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="137"/>
        <source>one merged checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="142"/>
        <source>It did not finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="144"/>
        <source>Every tensor was verified against its source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="145"/>
        <source>Its verification FAILED.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="146"/>
        <source>It was not verified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="156"/>
        <source>MindSpore&apos;s rule (the lexicographically last file on each rank) takes the same step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="160"/>
        <source>MindSpore&apos;s rule (the lexicographically last file on each rank) would take %1, an older step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="164"/>
        <source>MindSpore&apos;s rule (the lexicographically last file on each rank) would take %1, which cannot be resumed from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/history/historytexts.cpp" line="168"/>
        <source>MindSpore&apos;s rule (the lexicographically last file on each rank) would mix %n different step(s) across the ranks.</source>
        <translation>
            <numerusform>MindSpore&apos;s rule (the lexicographically last file on each rank) would mix %n different step across the ranks.</numerusform>
            <numerusform>MindSpore&apos;s rule (the lexicographically last file on each rank) would mix %n different steps across the ranks.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="182"/>
        <source>Rank %1 · %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="191"/>
        <source>: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="195"/>
        <source>tier %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/history/historytexts.cpp" line="138"/>
        <source>A conversion written by %1 (started %2): from %3 to %4, %n rank(s).</source>
        <translation>
            <numerusform>A conversion written by %1 (started %2): from %3 to %4, %n rank.</numerusform>
            <numerusform>A conversion written by %1 (started %2): from %3 to %4, %n ranks.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <location filename="../widgets/history/historyview.cpp" line="108"/>
        <source>Use step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/history/historyview.cpp" line="111"/>
        <source>Copy --step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/history/historyview.cpp" line="153"/>
        <source>Open a run folder to see the steps it saved on every rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/history/historyview.cpp" line="156"/>
        <source>Reading the saved steps of every rank…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HostPlanRow</name>
    <message>
        <location filename="../widgets/migration/hostplanrow.cpp" line="27"/>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/hostplanrow.cpp" line="28"/>
        <source>Target rank table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/hostplanrow.cpp" line="37"/>
        <source> GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/hostplanrow.cpp" line="39"/>
        <source>What one server reads and writes per second on the storage that holds the sources and the destination: its time is (bytes read + bytes written) / this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/hostplanrow.cpp" line="45"/>
        <source>Runs this plan on the servers of the rank table, each writing its own target ranks (shardscope-mpi).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/hostplanrow.cpp" line="50"/>
        <source>The target job&apos;s rank table (rank_table.json, HCCL form): which server each target rank runs on. Without one, the run&apos;s own table is used when it has as many ranks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/hostplanrow.cpp" line="62"/>
        <source>Per server:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/hostplanrow.cpp" line="63"/>
        <source>On the cluster:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HostPlanText</name>
    <message numerus="yes">
        <location filename="../widgets/models/migration/hostplantext.cpp" line="34"/>
        <source>%n server(s) write the target ranks; the busiest, %1, reads %2 and writes %3 (about %4 s at %5).</source>
        <translation>
            <numerusform>%n server writes the target ranks; the busiest, %1, reads %2 and writes %3 (about %4 s at %5).</numerusform>
            <numerusform>%n servers write the target ranks; the busiest, %1, reads %2 and writes %3 (about %4 s at %5).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/hostplantext.cpp" line="41"/>
        <source>%n server(s) write the target ranks; the busiest, %1, reads %2 and writes %3.</source>
        <translation>
            <numerusform>%n server writes the target ranks; the busiest, %1, reads %2 and writes %3.</numerusform>
            <numerusform>%n servers write the target ranks; the busiest, %1, reads %2 and writes %3.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/hostplantext.cpp" line="46"/>
        <source>Balance: the busiest server writes %1 × the mean.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/hostplantext.cpp" line="50"/>
        <source>%n target rank(s) are not in the rank table: no server writes them.</source>
        <translation>
            <numerusform>%n target rank is not in the rank table: no server writes it.</numerusform>
            <numerusform>%n target ranks are not in the rank table: no server writes them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InspectModel</name>
    <message>
        <location filename="../widgets/models/files/inspectmodel.cpp" line="342"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/files/inspectmodel.cpp" line="344"/>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/files/inspectmodel.cpp" line="346"/>
        <source>Shape / layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/files/inspectmodel.cpp" line="348"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/files/inspectmodel.cpp" line="350"/>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InspectorPanel</name>
    <message>
        <location filename="../widgets/shell/inspectorpanel.cpp" line="70"/>
        <location filename="../widgets/shell/inspectorpanel.cpp" line="117"/>
        <source>Tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/inspectorpanel.cpp" line="70"/>
        <source>Shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/inspectorpanel.cpp" line="70"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/inspectorpanel.cpp" line="100"/>
        <source>Click a slice to see its index ranges and where its bytes lie in each rank&apos;s file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/inspectorpanel.cpp" line="103"/>
        <source>Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/inspectorpanel.cpp" line="104"/>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/inspectorpanel.cpp" line="105"/>
        <source>Device matrix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/inspectorpanel.cpp" line="106"/>
        <source>Slices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/inspectorpanel.cpp" line="118"/>
        <source>Migration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/inspectorpanel.cpp" line="119"/>
        <source>Doctor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/inspectorpanel.cpp" line="120"/>
        <source>Loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/inspectorpanel.cpp" line="121"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/inspectorpanel.cpp" line="122"/>
        <source>Playground</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/inspectorpanel.cpp" line="141"/>
        <location filename="../widgets/shell/inspectorpanel.cpp" line="406"/>
        <source>Select a parameter to see how the strategy cuts it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/inspectorpanel.cpp" line="413"/>
        <source>%n parameter(s) selected; the matrix, slices and tensor show the current one, “%1”.</source>
        <translation>
            <numerusform>%n parameter selected; the matrix, slices and tensor show the current one, “%1”.</numerusform>
            <numerusform>%n parameters selected; the matrix, slices and tensor show the current one, “%1”.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/shell/inspectorpanel.cpp" line="455"/>
        <source>Rank %1: no readable checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/inspectorpanel.cpp" line="458"/>
        <source>Rank %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IssueListModel</name>
    <message>
        <location filename="../widgets/models/problems/issuelistmodel.cpp" line="93"/>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/problems/issuelistmodel.cpp" line="95"/>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IssueText</name>
    <message numerus="yes">
        <location filename="../widgets/models/common/issuetext.cpp" line="36"/>
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/common/issuetext.cpp" line="109"/>
        <source>Saved with remove_redundancy: %n parameter(s) are saved by one rank of each data-parallel group (%1 not repeated); load it with remove_redundancy=True, or restore redundancy by converting it to its own strategy</source>
        <translation>
            <numerusform>Saved with remove_redundancy: %n parameter is saved by one rank of each data-parallel group (%1 not repeated); load it with remove_redundancy=True, or restore redundancy by converting it to its own strategy</numerusform>
            <numerusform>Saved with remove_redundancy: %n parameters are saved by one rank of each data-parallel group (%1 not repeated); load it with remove_redundancy=True, or restore redundancy by converting it to its own strategy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/common/issuetext.cpp" line="101"/>
        <source>Saved with remove_redundancy: %n parameter(s) are saved by one rank of each data-parallel group (%1 not repeated); MindFormers loads it as it is (metadata.json names each slice&apos;s file), or restore redundancy by converting it to its own strategy</source>
        <translation>
            <numerusform>Saved with remove_redundancy: %n parameter is saved by one rank of each data-parallel group (%1 not repeated); MindFormers loads it as it is (metadata.json names each slice&apos;s file), or restore redundancy by converting it to its own strategy</numerusform>
            <numerusform>Saved with remove_redundancy: %n parameters are saved by one rank of each data-parallel group (%1 not repeated); MindFormers loads it as it is (metadata.json names each slice&apos;s file), or restore redundancy by converting it to its own strategy</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="32"/>
        <source>, </source>
        <comment>a list of names</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="52"/>
        <source>Rank %1 holds several checkpoint files; %2 is used, as MindSpore does (also there: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="57"/>
        <source>Rank folders missing from the run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="59"/>
        <source>Folder “%1” is not a rank_&lt;N&gt; folder and was ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="62"/>
        <source>The rank folders mix checkpoint formats: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="65"/>
        <source>Rank %1 has no checkpoint file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="67"/>
        <source>Rank %1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="70"/>
        <source>%1 is encrypted (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="72"/>
        <source>CRC check failed for %1: the file is damaged or was modified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="75"/>
        <source>Parameter %1 has data type %2, which MindSpore cannot load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="78"/>
        <source>Parameter %1 has an unknown data type “%2”; its size was not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="82"/>
        <source>%1 was written before MindSpore 1.3: it has no optimizer shard fields, so optimizer sharding is taken as off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="87"/>
        <source>Pipeline stage %1 appears in more than one file; %2 was skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="90"/>
        <source>%1 is not a strategy file (neither .ckpt nor .json) and was ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="94"/>
        <source>Rank %2 holds %1 with shape %3, but the strategy gives it %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="97"/>
        <source>%1 is missing on rank(s) %2 of its stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="117"/>
        <source>Ranks %1 have no %2 file, which the other ranks have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="120"/>
        <source>Files of another save in the iteration folder, not read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="123"/>
        <source>No metadata.json: the layouts of these %1 ranks are unknown, so each rank&apos;s files are read as whole tensors (MindFormers writes none when it saves without a parallel strategy; an iteration still being written has none yet either)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="130"/>
        <source>%1 is lost on ranks %2: none of them holds the slice they share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="133"/>
        <source>No strategy file was found beside the rank folders of %1; open one to see how parameters are split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="138"/>
        <source>Parameter name “%1” is not valid UTF-8 (invalid bytes are shown as \xNN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="143"/>
        <source>The strategy describes %1 cards (%2 × %3), the run has %4: it belongs to another run, so its layouts are not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="148"/>
        <source>The rank table cannot be used, so the cards are not placed on servers: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="153"/>
        <source>Several rank tables lie beside the run (%1), so none is used: open the run with the one that belongs to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="158"/>
        <source>The rank table places %1 ranks, the run has %2: the cards it does not place are drawn without a server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="163"/>
        <source>The strategy file cannot be used, so the layouts are not shown: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="175"/>
        <source>Source rank %1 holds several checkpoint files; %2 is read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="178"/>
        <source>Source strategy: %1 (found beside the rank folders)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="181"/>
        <source>The source strategy describes %1 cards (%2 × %3), the run has %4: ranks %5 are outside it and not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="187"/>
        <source>A source file cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="189"/>
        <source>In the %1 strategy but in no source checkpoint: skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="190"/>
        <location filename="../widgets/models/common/issuetext.cpp" line="195"/>
        <source>source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="191"/>
        <location filename="../widgets/models/common/issuetext.cpp" line="196"/>
        <source>destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="194"/>
        <source>The %1 strategy&apos;s layout does not fit: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="199"/>
        <source>None of the parameters in the checkpoints is in either strategy: check that the strategy files belong to this run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="203"/>
        <source>This rank cannot be planned: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="205"/>
        <source>Source rank %1 is needed for destination rank %2, but its checkpoint is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="210"/>
        <source>Source rank %1&apos;s checkpoint lacks this parameter, which the source strategy places there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="215"/>
        <source>A %1 entry cannot be resharded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="217"/>
        <source>Type %1 packs several values per byte: it cannot be resharded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="220"/>
        <source>Source rank %1 holds it as %2, other ranks as %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="223"/>
        <source>Source rank %1 holds it with shape %2, but the source strategy gives it %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="228"/>
        <source>Only in the destination strategy: copied unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="230"/>
        <source>Only in the source strategy: copied as the source slice, unmerged, as MindSpore does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="234"/>
        <source>A map tensor: map tensors are not copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="236"/>
        <source>A str entry: safetensors has no string type, so it is left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="238"/>
        <source>Type %1 cannot be stored in safetensors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="240"/>
        <source>The name “%1” is not valid UTF-8, which a safetensors header cannot hold: write .ckpt instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="245"/>
        <source>A conversion writes .ckpt or .safetensors files; HDF5 is written by Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="256"/>
        <source>%1 holds rank folders %2, outside this conversion&apos;s %3 ranks: opened later, they would read as one run with the new ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="262"/>
        <source>%1 describes another strategy than this conversion&apos;s target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="266"/>
        <source>%1 is a strategy, but this conversion merges into one checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="271"/>
        <source>one merged checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/common/issuetext.cpp" line="273"/>
        <source>%1 records another conversion: of %2 to %3 (%n rank(s))</source>
        <translation>
            <numerusform>%1 records another conversion: of %2 to %3 (%n rank)</numerusform>
            <numerusform>%1 records another conversion: of %2 to %3 (%n ranks)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/common/issuetext.cpp" line="277"/>
        <source>%1 records another conversion: of %2 (step %3) to %4 (%n rank(s))</source>
        <translation>
            <numerusform>%1 records another conversion: of %2 (step %3) to %4 (%n rank)</numerusform>
            <numerusform>%1 records another conversion: of %2 (step %3) to %4 (%n ranks)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="283"/>
        <source>%1 holds files this conversion does not write: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="286"/>
        <source>Nothing is written into %1: choose another destination folder, or remove these from it first: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="291"/>
        <source>Activations are not counted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="293"/>
        <source>The checkpoint holds no optimizer state: optimizer memory is counted as 0, as for inference or a frozen network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="305"/>
        <source>dimension %1 (size %2) does not divide into %3 parts (dev_matrix %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="312"/>
        <source>No size of axis %1 makes it divide while the others keep theirs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="315"/>
        <source>Sizes of axis %1 that divide: %2 (%3 cards).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="321"/>
        <source>its dev_matrix %1 is not a grouping of the main %2: the new sizes cannot be applied to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="327"/>
        <source>not optimizer-sharded (as in MindSpore): its %1 replicas do not divide by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="331"/>
        <source>not optimizer-sharded (as in MindSpore): its slice&apos;s dimension 0 (%1) does not divide by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="336"/>
        <source>no full shape known (protobuf strategies record none): divisibility not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="340"/>
        <source>%1 stages become %2 by cutting each stage&apos;s parameters into groups in file order; the real assignment follows the network&apos;s layers, so load a compiled destination strategy for exact results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="347"/>
        <source>stage %1 would hold no parameter: source stage %2 has only %3 to share among %4 stages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="352"/>
        <source>%1 pipeline stages cannot be made from %2: the new count must divide the old one or be a multiple of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="357"/>
        <source>the source strategy does not contain every pipeline stage (stages found: %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="362"/>
        <source>its layout is invalid in the source strategy: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="365"/>
        <source>the source strategy cannot be simulated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="367"/>
        <source>“%1” is not NAME=NUMBER</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="369"/>
        <source>pp must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="371"/>
        <source>opt must be 0 (off) or at least 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="373"/>
        <source>%1 must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="375"/>
        <source>unknown axis “%1” (the axes are %2, plus pp and opt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="378"/>
        <source>give every axis a size: %1 is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="387"/>
        <source>Left out, as the format cannot hold it: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="389"/>
        <source>BFloat16 tensors are stored as their raw 16-bit patterns (attribute “storage”); the float32 option adds copies holding their values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="394"/>
        <source>%1 is stored as its raw bits: NumPy has no type for its values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="397"/>
        <source>Parameters held by several pipeline stages were exported once, from the first stage: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="409"/>
        <source>an older step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="412"/>
        <source>files of different steps on different ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="415"/>
        <source>a step that cannot be resumed from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="417"/>
        <source>no saved step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="423"/>
        <source>The run holds %1 saved steps; %2 is used, the newest complete and intact on every rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="428"/>
        <source>%1 is used; MindSpore&apos;s rule (the lexicographically last file of each rank) would take %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="433"/>
        <source>The rank files are of different saved steps (%1); choose one step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="437"/>
        <source>No saved step is complete and intact on every rank (the newest, %1: %2); each rank&apos;s lexicographically last file is used, as MindSpore does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="442"/>
        <source>Saved step %1 has no file on rank(s) %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="445"/>
        <source>Saved step %1 cannot be resumed from: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="469"/>
        <source>rank %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeyDialog</name>
    <message>
        <location filename="../widgets/shell/keydialog.cpp" line="22"/>
        <source>The file holds hexadecimal digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/keydialog.cpp" line="26"/>
        <source>Key for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/keydialog.cpp" line="29"/>
        <source>%1 needs a key to be read.
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/keydialog.cpp" line="31"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/keydialog.cpp" line="35"/>
        <source>the enc_key the checkpoints were saved with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/keydialog.cpp" line="37"/>
        <source>or type the key as hexadecimal digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/keydialog.cpp" line="38"/>
        <source>As the file says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/keydialog.cpp" line="44"/>
        <source>MindSpore&apos;s enc_mode. Files of MindSpore 1.x do not say whether they are AES-GCM or AES-CBC: choose it for them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/keydialog.cpp" line="48"/>
        <source>Key file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/keydialog.cpp" line="50"/>
        <source>Key (hexadecimal):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/keydialog.cpp" line="51"/>
        <source>Mode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/keydialog.cpp" line="54"/>
        <source>The key stays in memory while ShardScope runs: it is never saved, logged or shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/keydialog.cpp" line="64"/>
        <source>Open with This Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/keydialog.cpp" line="83"/>
        <source>Key file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/keydialog.cpp" line="104"/>
        <source>Choose a key file or type the key.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LossChart</name>
    <message>
        <location filename="../widgets/loss/losschart.cpp" line="59"/>
        <source>Drag to zoom, wheel to zoom the steps, right-click to show everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losschart.cpp" line="284"/>
        <source>%1 (mean of %2 ranks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losschart.cpp" line="291"/>
        <source>%1 (%2 ranks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losschart.cpp" line="385"/>
        <source>Global step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losschart.cpp" line="388"/>
        <source>Epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losschart.cpp" line="391"/>
        <source>Hours since the first timestamp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losschart.cpp" line="394"/>
        <source>Wall time (as written in the log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losschart.cpp" line="435"/>
        <source>%1 (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LossControls</name>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="36"/>
        <source>Follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="37"/>
        <source>Export PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="38"/>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="42"/>
        <source>Log scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="43"/>
        <source>Reset zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="45"/>
        <source>Open logs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="49"/>
        <source>Add training logs: files, or (from the arrow) a folder of per-rank logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="51"/>
        <source>Log files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="52"/>
        <source>Folder of logs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="55"/>
        <source>The value to plot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="56"/>
        <source>Global step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="57"/>
        <source>Epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="58"/>
        <source>Relative time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="59"/>
        <source>Wall time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="60"/>
        <source>The x axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="61"/>
        <source>Each rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="62"/>
        <source>Mean, min–max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="64"/>
        <source>Per-rank logs of a run: one line each, or their mean with a band from the smallest to the largest rank&apos;s value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="66"/>
        <source>Read new lines of the logs every second, for a run in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="67"/>
        <source>Export the chart as a PNG image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="68"/>
        <source>Export every point of all visible runs in one CSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="72"/>
        <source>Smoothing weight; the raw values stay visible, faded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="75"/>
        <source>EMA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="76"/>
        <source>Running mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="78"/>
        <source>Debiased exponential moving average (as TensorBoard), or the mean of a trailing window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="80"/>
        <source>Logarithmic y axis; values not above 0 are left out and counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="82"/>
        <source>Show every step again. Drag over the chart or turn the wheel to zoom; right-click to show everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="87"/>
        <source>auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="91"/>
        <source>Steps in one epoch: places the open run&apos;s saved checkpoints on the chart when their files do not say their global step (auto: from the files, folder names or logs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="93"/>
        <source>Steps per epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="109"/>
        <source>Smoothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="156"/>
        <source>Window: %1 points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LossCrosshairText</name>
    <message>
        <location filename="../widgets/models/loss/losscrosshairtext.cpp" line="77"/>
        <source>step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/losscrosshairtext.cpp" line="80"/>
        <source>epoch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/losscrosshairtext.cpp" line="84"/>
        <source>%1%2:%3:%4 elapsed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/losscrosshairtext.cpp" line="114"/>
        <source>%1 %2</source>
        <comment>a curve&apos;s name and its value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/losscrosshairtext.cpp" line="116"/>
        <source>%1 (%2)</source>
        <comment>a value and where it lies</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/losscrosshairtext.cpp" line="120"/>
        <source>%1: %2</source>
        <comment>where the crosshair is, and the values there</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/losscrosshairtext.cpp" line="121"/>
        <source>, </source>
        <comment>a list of values</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/losscrosshairtext.cpp" line="134"/>
        <source>smoothed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/losscrosshairtext.cpp" line="134"/>
        <source>value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LossEmptyPage</name>
    <message>
        <location filename="../widgets/loss/lossemptypage.cpp" line="9"/>
        <source>Open training logs to compare their loss curves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossemptypage.cpp" line="17"/>
        <source>Drop log files or folders here, or choose Open logs. MindSpore LossMonitor and TimeMonitor output, MindFormers logs, CSV and JSON-lines files are read; the per-rank logs of one job (rank_0.log, worker_0.log, device0/train.log0) become one run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossemptypage.cpp" line="31"/>
        <source>Open logs…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LossLoadBar</name>
    <message>
        <location filename="../widgets/loss/lossloadbar.cpp" line="16"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossloadbar.cpp" line="28"/>
        <source>Reading logs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossloadbar.cpp" line="37"/>
        <source>Reading logs: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LossNotesText</name>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="15"/>
        <source>missing loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="17"/>
        <source>missing step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="19"/>
        <source>not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="21"/>
        <source>malformed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="23"/>
        <source>no step column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="25"/>
        <source>wrong number of cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="27"/>
        <source>line too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="29"/>
        <source>unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="47"/>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="49"/>
        <source>rank %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="51"/>
        <source>%1: %2: %3</source>
        <comment>where an unread line is, why, and the line</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="64"/>
        <source>%1 %2</source>
        <comment>a run and how many of its lines were not read</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="67"/>
        <source>%1 (%2)</source>
        <comment>a count and an example</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="72"/>
        <source>Unread lines: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="72"/>
        <source>; </source>
        <comment>a list of runs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="87"/>
        <source>Files without points skipped (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="89"/>
        <source>, </source>
        <comment>a list of file names</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="103"/>
        <source>%1 points summarised in %2 columns (min–max per column); zoom in for every point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="127"/>
        <source>%1 NaN or infinite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="130"/>
        <source>%1 not above 0 (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="136"/>
        <source>%1 without a step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="139"/>
        <source>%1 without an epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="143"/>
        <source>%1 without a timestamp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="148"/>
        <source>Not drawn: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="148"/>
        <source>, </source>
        <comment>a list of counts</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LossRunListModel</name>
    <message>
        <location filename="../widgets/models/loss/lossrunlistmodel.cpp" line="124"/>
        <source>Global steps added to this run&apos;s steps, to line a resumed run up with the run it continues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossrunlistmodel.cpp" line="177"/>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossrunlistmodel.cpp" line="179"/>
        <source>Logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossrunlistmodel.cpp" line="181"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossrunlistmodel.cpp" line="183"/>
        <source>Unread</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossrunlistmodel.cpp" line="185"/>
        <source>Step offset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossrunlistmodel.cpp" line="191"/>
        <source>Log files of the run (one per rank)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossrunlistmodel.cpp" line="193"/>
        <source>Points of the chosen metric over all the run&apos;s logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossrunlistmodel.cpp" line="195"/>
        <source>Lines that looked like training progress but could not be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossrunlistmodel.cpp" line="197"/>
        <source>Global steps added to the run&apos;s steps</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LossRunTable</name>
    <message>
        <location filename="../widgets/loss/lossruntable.cpp" line="42"/>
        <source>Show only this run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossruntable.cpp" line="48"/>
        <source>Show all runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossruntable.cpp" line="54"/>
        <source>Reset offset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossruntable.cpp" line="56"/>
        <source>Remove run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LossView</name>
    <message>
        <location filename="../widgets/loss/lossview.cpp" line="619"/>
        <source>Open training logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossview.cpp" line="620"/>
        <source>Training logs (*.log *.log* *.txt *.csv *.jsonl *.ndjson *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossview.cpp" line="625"/>
        <source>Open a folder of logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossview.cpp" line="667"/>
        <source>%1 (as on screen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossview.cpp" line="673"/>
        <location filename="../widgets/loss/lossview.cpp" line="679"/>
        <source>Export chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossview.cpp" line="673"/>
        <source>Image size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossview.cpp" line="681"/>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossview.cpp" line="683"/>
        <location filename="../widgets/loss/lossview.cpp" line="692"/>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossview.cpp" line="683"/>
        <location filename="../widgets/loss/lossview.cpp" line="692"/>
        <source>Could not write %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossview.cpp" line="689"/>
        <source>Export visible runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossview.cpp" line="690"/>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="126"/>
        <source>&amp;Open File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="127"/>
        <source>Open File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="129"/>
        <source>Open checkpoint or strategy files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="133"/>
        <source>Open &amp;Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="134"/>
        <source>Open Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="136"/>
        <source>Open a run folder or a folder of per-stage strategy files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="139"/>
        <source>Open &amp;Demo Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="140"/>
        <source>Open the built-in demo: a 2-stage pipeline on 8 ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="143"/>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="146"/>
        <source>Export the open checkpoint or run to HDF5, safetensors or NumPy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="150"/>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="153"/>
        <source>Close &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="156"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="161"/>
        <source>&amp;Expand All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="162"/>
        <source>Expand All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="163"/>
        <source>&amp;Collapse All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="164"/>
        <source>Collapse All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="165"/>
        <source>&amp;Filter by Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="168"/>
        <source>&amp;Go to Rank…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="171"/>
        <source>Show a rank on the device matrix, with its tensors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="175"/>
        <source>Load Rank &amp;Table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="178"/>
        <source>Place the open run&apos;s cards on servers with a rank table (hosts on the matrix)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="182"/>
        <source>&amp;About ShardScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="188"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="204"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="215"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="216"/>
        <source>&amp;Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="225"/>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="229"/>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="272"/>
        <source>Filter by name (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="301"/>
        <location filename="../widgets/shell/mainwindow.cpp" line="677"/>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="312"/>
        <source>&amp;Problems Panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="382"/>
        <source>Choose a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow.cpp" line="383"/>
        <source>%1 is a MindFormers output folder with %n run(s). Which one do you want to open?</source>
        <translation>
            <numerusform>%1 is a MindFormers output folder with %n run. Which one do you want to open?</numerusform>
            <numerusform>%1 is a MindFormers output folder with %n runs. Which one do you want to open?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow.cpp" line="412"/>
        <source>%1 lays out %n parameter(s), all of them in %2, which has no strategy. Attach it to %2, so that every tab shows how it cuts them, or keep it open on its own?</source>
        <translation>
            <numerusform>%1 lays out %n parameter, all of them in %2, which has no strategy. Attach it to %2, so that every tab shows how it cuts them, or keep it open on its own?</numerusform>
            <numerusform>%1 lays out %n parameters, all of them in %2, which has no strategy. Attach it to %2, so that every tab shows how it cuts them, or keep it open on its own?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow.cpp" line="417"/>
        <source>%1 lays out %n parameter(s); %3 of them are in %2. It is probably the strategy of another run: attached, it would mark the other parameters of %2 as outside the strategy. Keep it open on its own, or attach it anyway?</source>
        <translation>
            <numerusform>%1 lays out %n parameter; %3 of them are in %2. It is probably the strategy of another run: attached, it would mark the other parameters of %2 as outside the strategy. Keep it open on its own, or attach it anyway?</numerusform>
            <numerusform>%1 lays out %n parameters; %3 of them are in %2. It is probably the strategy of another run: attached, it would mark the other parameters of %2 as outside the strategy. Keep it open on its own, or attach it anyway?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="423"/>
        <source>Attach the strategy to the run?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="427"/>
        <source>Attach to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="429"/>
        <source>Open Alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="446"/>
        <source>Open a run first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="447"/>
        <source>%1 is a rank table: it places a run&apos;s cards on servers. Open the run, then drop the rank table on the window (or start with --rank-table).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="556"/>
        <location filename="../app/gui/main.cpp" line="122"/>
        <source>Cannot write the demo run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="623"/>
        <source>Cannot show what the command line asked for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="658"/>
        <source>Nothing open</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow.cpp" line="660"/>
        <source>%n training log run(s) on the Loss tab</source>
        <translation>
            <numerusform>%n training log run on the Loss tab</numerusform>
            <numerusform>%n training log runs on the Loss tab</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow.cpp" line="662"/>
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow.cpp" line="663"/>
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow.cpp" line="665"/>
        <source>%n item(s) match “%1”</source>
        <translation>
            <numerusform>%n item matches “%1”</numerusform>
            <numerusform>%n items match “%1”</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow.cpp" line="668"/>
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="676"/>
        <source>Problems (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="689"/>
        <source>ShardScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="689"/>
        <source>%1 — ShardScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="702"/>
        <source>Open Checkpoint or Strategy Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="703"/>
        <source>Checkpoints, strategy files and training logs (*.ckpt *.safetensors *.h5 *.hdf5 *.json *.log *.csv *.jsonl);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="710"/>
        <source>Open Run Folder or Strategy Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="789"/>
        <source>Go to Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="791"/>
        <source>Rank (0 to %1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="804"/>
        <source>Load Rank Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="805"/>
        <source>Rank tables (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="813"/>
        <source>About ShardScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="814"/>
        <source>&lt;h3&gt;ShardScope %1&lt;/h3&gt;&lt;p&gt;Inspects distributed-training checkpoints: MindSpore checkpoints, parallel strategy files and per-rank run folders.&lt;/p&gt;&lt;p&gt;Files are only read, never modified.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatrixTexts</name>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="41"/>
        <source>dim %1: %2 ÷ %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="130"/>
        <source>%1 · size 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="132"/>
        <source>%1 · %2 · %3 ways</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="144"/>
        <source>stage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="151"/>
        <source>all ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="164"/>
        <source>The strategy&apos;s layout does not fit this parameter&apos;s shape: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="167"/>
        <source>This parameter has no layout in the strategy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="173"/>
        <source>No run loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="179"/>
        <source>%n rank(s)</source>
        <translation>
            <numerusform>%n rank</numerusform>
            <numerusform>%n ranks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="180"/>
        <source>%n stage(s)</source>
        <translation>
            <numerusform>%n stage</numerusform>
            <numerusform>%n stages</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="187"/>
        <source>Colour: pipeline stage. Select a parameter to see which slice each rank holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="196"/>
        <source>(shape not recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="203"/>
        <source>Same colour = same slice (replicas).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="212"/>
        <source>Colours repeat after %2 slices (%1 in all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="215"/>
        <source>Shades and the bar = optimizer pieces (%1 per slice).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="228"/>
        <source>no file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="232"/>
        <source>in r%1&apos;s file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="237"/>
        <source>does not divide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="241"/>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="241"/>
        <source>other stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="248"/>
        <source>slice %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="274"/>
        <source>Rank %1 (stage %2, local rank %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="281"/>
        <source>Server %1, device %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="289"/>
        <source>File: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="297"/>
        <source>Holds slice %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="301"/>
        <source>Holds %1%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="312"/>
        <source>Same model slice on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="314"/>
        <source>Optimizer piece %1 of %2, shared with %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="320"/>
        <source>Saved with remove_redundancy: what it stores of %1 is in rank %2&apos;s file (one rank of each group of replicas saves it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="325"/>
        <source>%1 does not divide over these cards: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="328"/>
        <source>Does not hold %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="345"/>
        <source>Frames = servers (%n server(s) in %1; hover a card for its server).</source>
        <translation>
            <numerusform>Frames = servers (%n server in %1; hover a card for its server).</numerusform>
            <numerusform>Frames = servers (%n servers in %1; hover a card for its server).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="354"/>
        <source>Frames = servers in %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../widgets/common/messagebar.cpp" line="24"/>
        <location filename="../widgets/common/messagebar.cpp" line="25"/>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/common/messagebar.cpp" line="39"/>
        <source>%1: %2</source>
        <extracomment>A failure in the message bar: its title (by error code), then the core&apos;s description.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MigrationSummary</name>
    <message numerus="yes">
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="30"/>
        <source>Wrote %n file(s) in %1 s.</source>
        <translation>
            <numerusform>Wrote %n file in %1 s.</numerusform>
            <numerusform>Wrote %n files in %1 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="32"/>
        <source>Kept all %n file(s): an earlier run had completed and verified them (%1 s).</source>
        <translation>
            <numerusform>Kept the %n file: an earlier run had completed and verified it (%1 s).</numerusform>
            <numerusform>Kept all %n files: an earlier run had completed and verified them (%1 s).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="35"/>
        <source>Kept %n complete file(s) from an earlier run and wrote %1 in %2 s.</source>
        <translation>
            <numerusform>Kept %n complete file from an earlier run and wrote %1 in %2 s.</numerusform>
            <numerusform>Kept %n complete files from an earlier run and wrote %1 in %2 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="37"/>
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="41"/>
        <source>(Estimated: %1.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="49"/>
        <source>ShardScope conversion summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="50"/>
        <source>Source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="51"/>
        <source>Source strategy: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="52"/>
        <source>Target: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="53"/>
        <source>Destination: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="55"/>
        <source>Destination strategy: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="58"/>
        <source>Status: %1 in %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="61"/>
        <source>Read %1, wrote %2 in %n file(s)</source>
        <translation>
            <numerusform>Read %1, wrote %2 in %n file</numerusform>
            <numerusform>Read %1, wrote %2 in %n files</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="65"/>
        <source>Error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="74"/>
        <source>verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="74"/>
        <source>verification failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="79"/>
        <source>%1: %2</source>
        <comment>a tensor and why it failed verification</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="93"/>
        <source>Warnings:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MigrationView</name>
    <message numerus="yes">
        <location filename="../widgets/migration/migrationview.cpp" line="450"/>
        <source>Source: %n rank(s)</source>
        <translation>
            <numerusform>Source: %n rank</numerusform>
            <numerusform>Source: %n ranks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/migration/migrationview.cpp" line="451"/>
        <source>Target: %n rank(s)</source>
        <translation>
            <numerusform>Target: %n rank</numerusform>
            <numerusform>Target: %n ranks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/migration/migrationview.cpp" line="434"/>
        <location filename="../widgets/migration/migrationview.cpp" line="510"/>
        <source>%n problem(s) block this conversion.</source>
        <translation>
            <numerusform>%n problem blocks this conversion.</numerusform>
            <numerusform>%n problems block this conversion.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="103"/>
        <source>&amp;Convert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="104"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="105"/>
        <source>&amp;Open converted run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="106"/>
        <source>Save s&amp;ummary…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="133"/>
        <location filename="../widgets/migration/migrationview.cpp" line="248"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="134"/>
        <location filename="../widgets/migration/migrationview.cpp" line="452"/>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="137"/>
        <source>Device matrices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="138"/>
        <source>Slices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="250"/>
        <source>Open a run to plan a migration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="251"/>
        <source>The planner needs a run folder with its strategy file: open the run, then its strategy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="310"/>
        <source>no run with a strategy is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="349"/>
        <location filename="../widgets/migration/migrationview.cpp" line="359"/>
        <source>Plan problems (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="367"/>
        <source>simulated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="412"/>
        <location filename="../widgets/migration/migrationview.cpp" line="483"/>
        <source>Planning…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="427"/>
        <source>Choose a destination strategy file or folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="431"/>
        <source>The problems on the left block this target: change the sizes to see the plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="491"/>
        <source>Cannot plan this conversion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/migration/migrationview.cpp" line="512"/>
        <source>Ready to convert, with %n warning(s).</source>
        <translation>
            <numerusform>Ready to convert, with %n warning.</numerusform>
            <numerusform>Ready to convert, with %n warnings.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="513"/>
        <source>Ready to convert.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="532"/>
        <source>The target rank table was not used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="543"/>
        <source>Target rank table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="544"/>
        <source>Rank tables (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="568"/>
        <source>No rank table places the target ranks on servers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="573"/>
        <source>No servers: the chosen rank table places %1 ranks, the target has %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="574"/>
        <source>No servers: the run&apos;s rank table places %1 ranks, the target has %2; choose the target job&apos;s own table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="592"/>
        <source>Save the simulated target with “Save strategy…” and put its file in place of TARGET_STRATEGY.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="598"/>
        <source>Choose where to write to replace DST.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="604"/>
        <source>The rank table&apos;s server ids are no host names: list the hosts in a hostfile in place of HOSTFILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="673"/>
        <source>Converting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="680"/>
        <source>Cancelling: removing the files not finished…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/migration/migrationview.cpp" line="690"/>
        <source>Verifying: %1 of %n rank(s) checked.</source>
        <translation>
            <numerusform>Verifying: %1 of %n rank checked.</numerusform>
            <numerusform>Verifying: %1 of %n ranks checked.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="696"/>
        <source>%1 of %2 copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="701"/>
        <source>%1 s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="712"/>
        <source>Cancelled. No partial file was left at the destination.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="715"/>
        <source>The conversion failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="732"/>
        <source>Verified: every byte of every tensor matches its source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/migration/migrationview.cpp" line="734"/>
        <source>Verification FAILED: %n tensor(s) differ; see the table.</source>
        <translation>
            <numerusform>Verification FAILED: %n tensor differs; see the table.</numerusform>
            <numerusform>Verification FAILED: %n tensors differ; see the table.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="745"/>
        <source>nothing simulated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="757"/>
        <source>no conversion has run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="769"/>
        <source>Save the simulated strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="771"/>
        <source>Protobuf strategy (*.ckpt);;JSON strategy (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="774"/>
        <source>Cannot save the strategy: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="790"/>
        <source>Save the conversion summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="791"/>
        <source>JSON (*.json);;Text (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="794"/>
        <source>Cannot save the summary: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ParamTableModel</name>
    <message numerus="yes">
        <location filename="../widgets/models/parameters/paramtablemodel.cpp" line="198"/>
        <source>%1
stage %2, held by %n rank file(s)</source>
        <translation>
            <numerusform>%1
stage %2, held by %n rank file</numerusform>
            <numerusform>%1
stage %2, held by %n rank files</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/parameters/paramtablemodel.cpp" line="205"/>
        <source>%1 elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/parameters/paramtablemodel.cpp" line="211"/>
        <source>%1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/parameters/paramtablemodel.cpp" line="230"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/parameters/paramtablemodel.cpp" line="232"/>
        <source>Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/parameters/paramtablemodel.cpp" line="234"/>
        <source>Global shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/parameters/paramtablemodel.cpp" line="236"/>
        <source>Local shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/parameters/paramtablemodel.cpp" line="238"/>
        <source>Dtype</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/parameters/paramtablemodel.cpp" line="240"/>
        <source>Per rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/parameters/paramtablemodel.cpp" line="242"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/parameters/paramtablemodel.cpp" line="244"/>
        <source>Split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/parameters/paramtablemodel.cpp" line="246"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ParamTreeModel</name>
    <message>
        <location filename="../widgets/models/parameters/paramtreemodel.cpp" line="183"/>
        <source>%1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/parameters/paramtreemodel.cpp" line="185"/>
        <source>%n parameter(s)</source>
        <translation>
            <numerusform>%n parameter</numerusform>
            <numerusform>%n parameters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/parameters/paramtreemodel.cpp" line="191"/>
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ParametersView</name>
    <message>
        <location filename="../widgets/parameters/parametersview.cpp" line="91"/>
        <source>Filter by name (text, or /regex/)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/parameters/parametersview.cpp" line="93"/>
        <source>Case-insensitive text found anywhere in the name. Wrap it in slashes, as in /dense[13]\.weight/, or turn on .* to search with a regular expression.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/parameters/parametersview.cpp" line="99"/>
        <source>Read the name filter as a regular expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/parameters/parametersview.cpp" line="102"/>
        <source>Shape, e.g. 4096,*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/parameters/parametersview.cpp" line="104"/>
        <source>Global shape, one entry per dimension: a number, * for any one dimension, ** for any number of them. Examples: 4096,*   *,1024   [4096, 1024]   4096,**   []</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/parameters/parametersview.cpp" line="109"/>
        <source>Flat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/parameters/parametersview.cpp" line="110"/>
        <source>One row per parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/parameters/parametersview.cpp" line="113"/>
        <source>Tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/parameters/parametersview.cpp" line="114"/>
        <source>Parameters grouped by name, layer by layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/parameters/parametersview.cpp" line="273"/>
        <source>Not a valid regular expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/parameters/parametersview.cpp" line="275"/>
        <source>Not a shape pattern: use numbers, * and ** separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/parameters/parametersview.cpp" line="328"/>
        <source>No run loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/parameters/parametersview.cpp" line="331"/>
        <source>%Ln parameter(s)</source>
        <translation>
            <numerusform>%Ln parameter</numerusform>
            <numerusform>%Ln parameters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/parameters/parametersview.cpp" line="334"/>
        <source>%1 of %Ln parameter(s)</source>
        <translation>
            <numerusform>%1 of %Ln parameter</numerusform>
            <numerusform>%1 of %Ln parameters</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/parameters/parametersview.cpp" line="336"/>
        <source>%1 · the filter hides the selected “%2”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanPreview</name>
    <message>
        <location filename="../widgets/migration/planpreview.cpp" line="113"/>
        <source>Choose a target to see the plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/migration/planpreview.cpp" line="147"/>
        <source>Reads %1, writes %2 in %n file(s).</source>
        <translation>
            <numerusform>Reads %1, writes %2 in %n file.</numerusform>
            <numerusform>Reads %1, writes %2 in %n files.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/migration/planpreview.cpp" line="151"/>
        <source>Executor memory: at most %1 per rank being written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/planpreview.cpp" line="154"/>
        <source>Disk: %1 free at the destination.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/planpreview.cpp" line="155"/>
        <source>Disk: only %1 free at the destination: not enough.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/planpreview.cpp" line="158"/>
        <source>Disk: choose where to write to check the free space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/planpreview.cpp" line="165"/>
        <source>Time: %1 (reading at %2, writing at %3 with fsync, then verifying at %4, %5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/planpreview.cpp" line="170"/>
        <source>Time: %1 (reading at %2, writing at %3 with fsync).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/planpreview.cpp" line="173"/>
        <source>Rates measured by a disk test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/migration/planpreview.cpp" line="174"/>
        <source>Rates from a disk test and %n conversion(s) on this machine.</source>
        <translation>
            <numerusform>Rates from a disk test and %n conversion on this machine.</numerusform>
            <numerusform>Rates from a disk test and %n conversions on this machine.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/migration/planpreview.cpp" line="228"/>
        <source>Bytes written per target rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/planpreview.cpp" line="262"/>
        <source>Written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/planpreview.cpp" line="275"/>
        <location filename="../widgets/migration/planpreview.cpp" line="297"/>
        <source>Target rank</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanTableModel</name>
    <message numerus="yes">
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="99"/>
        <source>All %n rank(s)</source>
        <translation>
            <numerusform>All %n rank</numerusform>
            <numerusform>All %n ranks</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="106"/>
        <source>not in the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="115"/>
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n server</numerusform>
            <numerusform>%n servers</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="154"/>
        <source>verification failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="158"/>
        <source>verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="161"/>
        <source>planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="235"/>
        <source>Source ranks read: the minimal set `shardscope-cli ranks` prints, plus the rank whose entries outside both strategies (global_step, learning_rate...) are copied. Click the row to see them on the source matrix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="255"/>
        <source>Target rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="255"/>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="257"/>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="259"/>
        <source>Reads source ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="259"/>
        <source>Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="261"/>
        <source>Tensors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="263"/>
        <source>Read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="265"/>
        <source>Written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="267"/>
        <source>Peak memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="267"/>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="269"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaygroundGuide</name>
    <message>
        <location filename="../widgets/fit/playgroundguide.cpp" line="15"/>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundguide.cpp" line="16"/>
        <source>&amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundguide.cpp" line="24"/>
        <source>Close Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundguide.cpp" line="48"/>
        <source>Step %1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundguide.cpp" line="57"/>
        <source>Data parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundguide.cpp" line="59"/>
        <source>Model parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundguide.cpp" line="61"/>
        <source>Pipeline parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundguide.cpp" line="63"/>
        <source>Optimizer parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundguide.cpp" line="70"/>
        <source>Eight cards, each with the whole network, each training on its own samples; after every step they add up their gradients (the data-parallel group). Mixed-precision Adam keeps 16 bytes a parameter: 7 billion parameters need 100 GiB before any activation, so no card fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundguide.cpp" line="76"/>
        <source>Model parallel 4 cuts every layer&apos;s weights over four cards: each holds a quarter of the parameters, gradients and optimizer states, and the four exchange activations inside every layer (the model-parallel group, the largest traffic, best kept inside a host). Two such groups train side by side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundguide.cpp" line="83"/>
        <source>Two pipeline stages hold half the layers each and pass activations from one to the next (the pipeline groups). The first stage holds more micro-batches in flight than the last, so its cards need the most memory: compare the two bars.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundguide.cpp" line="89"/>
        <source>Back to eight data-parallel copies, now with the optimizer shard over all eight: each card keeps an eighth of the weights and their optimizer states and gathers the weights when it needs them. The static memory falls from 100 to 24 GiB (the gradients stay whole); what is left is activations: try recomputation.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaygroundView</name>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="88"/>
        <source>Select a group to ring its cards above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="108"/>
        <source>G&amp;uided Tour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="111"/>
        <source>Data, model, pipeline and optimizer parallelism in order, one short paragraph each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="183"/>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="190"/>
        <source>Custom (typed below)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="191"/>
        <source>&amp;Preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="196"/>
        <source>as heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="208"/>
        <source>Hidden si&amp;ze:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="209"/>
        <source>&amp;Layers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="210"/>
        <source>H&amp;eads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="211"/>
        <source>&amp;KV heads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="212"/>
        <source>Voc&amp;abulary:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="213"/>
        <source>MLP &amp;width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="214"/>
        <source>Attention heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="215"/>
        <source>Key/value heads (grouped-query attention)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="219"/>
        <source>Split of the cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="225"/>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="230"/>
        <source>Data parallel: copies of the model, each training on its own samples.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="232"/>
        <source>Model (tensor) parallel: each layer&apos;s weights cut across this many cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="234"/>
        <source>Pipeline parallel: the layers cut into this many stages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="236"/>
        <source>Optimizer shard: the optimizer states (and weights) of the data-parallel copies divided over this many cards; it must divide data parallel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="238"/>
        <source>&amp;Sequence parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="240"/>
        <source>Cuts the activations outside attention and MLP across the model-parallel cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="243"/>
        <source>&amp;Data parallel:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="244"/>
        <source>&amp;Model parallel:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="245"/>
        <source>P&amp;ipeline stages:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="246"/>
        <source>&amp;Optimizer shard:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="248"/>
        <source>Cards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="251"/>
        <source>Training step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="254"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="255"/>
        <source>selective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="256"/>
        <source>full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="258"/>
        <source>Recomputation: activations thrown away after the forward pass and computed again for the backward pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="263"/>
        <source>as stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="266"/>
        <source> GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="267"/>
        <source>Re&amp;computation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="268"/>
        <source>Se&amp;quence length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="269"/>
        <source>Micro-&amp;batch size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="270"/>
        <source>Micro-ba&amp;tches:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="271"/>
        <source>Card memor&amp;y:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="274"/>
        <source>E&amp;xport PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="275"/>
        <source>Save the bars and the cards as a picture, for slides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="276"/>
        <source>Save as Strate&amp;gy File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="277"/>
        <source>Save the split as the strategy file MindSpore would write for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="380"/>
        <source>%1 × %2 × %3 = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="442"/>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="446"/>
        <location filename="../widgets/fit/playgroundview.cpp" line="452"/>
        <location filename="../widgets/fit/playgroundview.cpp" line="458"/>
        <source>Export PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="446"/>
        <source>Picture size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="452"/>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="458"/>
        <source>Cannot write %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="463"/>
        <location filename="../widgets/fit/playgroundview.cpp" line="471"/>
        <source>Save as Strategy File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="465"/>
        <source>Strategy files (*.ckpt *.json)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProblemGroups</name>
    <message>
        <location filename="../widgets/models/migration/problemgroups.cpp" line="80"/>
        <source>dimension %1 (size %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/problemgroups.cpp" line="98"/>
        <source>%n parameter(s) do not divide into %1 parts</source>
        <translation>
            <numerusform>%n parameter does not divide into %1 parts</numerusform>
            <numerusform>%n parameters do not divide into %1 parts</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/problemgroups.cpp" line="103"/>
        <source>No size of %1 makes them all divide while the other axes keep theirs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/problemgroups.cpp" line="106"/>
        <source>Sizes of %1 that divide them all: %2 (%3 cards).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/problemgroups.cpp" line="112"/>
        <source>%n parameter(s):</source>
        <translation>
            <numerusform>%n parameter:</numerusform>
            <numerusform>%n parameters:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemsPanel</name>
    <message>
        <location filename="../widgets/shell/problemspanel.cpp" line="16"/>
        <source>No problems found in the opened files.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecentFilesMenu</name>
    <message>
        <location filename="../widgets/common/recentfilesmenu.cpp" line="8"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/common/recentfilesmenu.cpp" line="24"/>
        <source>Clear Recent Files</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportCells</name>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="72"/>
        <source>no CRC trailer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="74"/>
        <source>CRC not verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="76"/>
        <source>CRC verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="78"/>
        <source>CRC mismatch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="93"/>
        <source>Checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="95"/>
        <source>Strategy file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="97"/>
        <source>Run folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/files/reportcells.cpp" line="103"/>
        <location filename="../widgets/models/files/reportcells.cpp" line="269"/>
        <source>%n tensor(s)</source>
        <translation>
            <numerusform>%n tensor</numerusform>
            <numerusform>%n tensors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/files/reportcells.cpp" line="106"/>
        <source>%n layout(s)</source>
        <translation>
            <numerusform>%n layout</numerusform>
            <numerusform>%n layouts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/files/reportcells.cpp" line="107"/>
        <source>%n stage(s)</source>
        <translation>
            <numerusform>%n stage</numerusform>
            <numerusform>%n stages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/files/reportcells.cpp" line="109"/>
        <source>%n rank(s)</source>
        <translation>
            <numerusform>%n rank</numerusform>
            <numerusform>%n ranks</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="124"/>
        <source>file size %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="128"/>
        <source>JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="128"/>
        <source>protobuf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="130"/>
        <source>merged pipeline stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/files/reportcells.cpp" line="139"/>
        <source>%n rank(s) unreadable</source>
        <translation>
            <numerusform>%n rank unreadable</numerusform>
            <numerusform>%n ranks unreadable</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="146"/>
        <source>strategy: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="189"/>
        <location filename="../widgets/models/files/reportcells.cpp" line="265"/>
        <source>rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/files/reportcells.cpp" line="219"/>
        <source>map tensor, %n part(s)</source>
        <translation>
            <numerusform>map tensor, %n part</numerusform>
            <numerusform>map tensor, %n parts</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="226"/>
        <source>“%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="238"/>
        <source>stage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="240"/>
        <source>dev %1 → map %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="245"/>
        <source>shape %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="248"/>
        <source>optimizer shard: size %1, step %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="253"/>
        <source>field %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="275"/>
        <source>no checkpoint file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="279"/>
        <source>%1: cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="287"/>
        <source>graph: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="348"/>
        <source>device matrix %1, tensor map %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/files/reportcells.cpp" line="153"/>
        <source>%n graph file(s) (-graph.meta, not read)</source>
        <translation>
            <numerusform>%n graph file (-graph.meta, not read)</numerusform>
            <numerusform>%n graph files (-graph.meta, not read)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.h" line="30"/>
        <source>Indexing…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunsMenu</name>
    <message>
        <location filename="../widgets/shell/runsmenu.cpp" line="9"/>
        <source>&amp;Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/runsmenu.cpp" line="28"/>
        <source>No run open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/runsmenu.cpp" line="37"/>
        <source>%1 (opening…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/runsmenu.cpp" line="39"/>
        <source>%1 (failed to open)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SavedStepMarks</name>
    <message numerus="yes">
        <location filename="../widgets/models/loss/savedstepmarks.cpp" line="31"/>
        <source>%n saved step(s) not marked: their global step is not known (set the steps per epoch above)</source>
        <translation>
            <numerusform>%n saved step not marked: its global step is not known (set the steps per epoch above)</numerusform>
            <numerusform>%n saved steps not marked: their global step is not known (set the steps per epoch above)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/loss/savedstepmarks.cpp" line="41"/>
        <source>▲ %n saved checkpoint(s) of the open run (hollow: not usable on every rank)</source>
        <translation>
            <numerusform>▲ %n saved checkpoint of the open run (hollow: not usable on every rank)</numerusform>
            <numerusform>▲ %n saved checkpoints of the open run (hollow: not usable on every rank)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/savedstepmarks.cpp" line="44"/>
        <source>%1; dashed: resume from %2 (step %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Sentences</name>
    <message>
        <location filename="../widgets/models/common/sentences.cpp" line="7"/>
        <source>%1 %2</source>
        <comment>two sentences, or a phrase and its parenthesis</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SliceControls</name>
    <message>
        <location filename="../widgets/slices/slicecontrols.cpp" line="21"/>
        <source>R&amp;ows:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/slices/slicecontrols.cpp" line="23"/>
        <source>&amp;Columns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/slices/slicecontrols.cpp" line="28"/>
        <source>The tensor dimension drawn downwards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/slices/slicecontrols.cpp" line="29"/>
        <source>The tensor dimension drawn across</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/slices/slicecontrols.cpp" line="66"/>
        <source>dim %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/slices/slicecontrols.cpp" line="78"/>
        <source>dim %1 at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/slices/slicecontrols.cpp" line="82"/>
        <source>Index along dimension %1, which is not drawn (0 to %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SliceDetails</name>
    <message>
        <location filename="../widgets/models/slices/slicedetails.cpp" line="27"/>
        <source>rank %1: no checkpoint file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicedetails.cpp" line="34"/>
        <source>rank %1: %2 does not hold this tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicedetails.cpp" line="38"/>
        <source>rank %1: %2, bytes %3 – %4 (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicedetails.cpp" line="45"/>
        <source>%1 %2</source>
        <comment>where a slice&apos;s bytes lie, and in how many records</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/slices/slicedetails.cpp" line="46"/>
        <source>in %n record(s)</source>
        <translation>
            <numerusform>in %n record</numerusform>
            <numerusform>in %n records</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicedetails.cpp" line="58"/>
        <source>(shape not recorded: open the checkpoints for index ranges)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicedetails.cpp" line="64"/>
        <source>dimension %1: indices %2 to %3 (%4 of %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicedetails.cpp" line="71"/>
        <source>Held by %1 (replicas: the same values on each).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicedetails.cpp" line="81"/>
        <source>Optimizer piece %1 of %2: %3, stored by %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicedetails.cpp" line="96"/>
        <source>axis %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicedetails.cpp" line="104"/>
        <source>dim %1 cut in %2 over %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicedetails.cpp" line="111"/>
        <source>not cut: every rank holds the whole tensor</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/slices/slicedetails.cpp" line="114"/>
        <source>each slice on %n rank(s)</source>
        <translation>
            <numerusform>each slice on %n rank</numerusform>
            <numerusform>each slice on %n ranks</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicedetails.cpp" line="117"/>
        <source>optimizer: dim 0 of each slice in %1 pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicedetails.cpp" line="120"/>
        <source>; </source>
        <extracomment>Separates the clauses of a slice description; Chinese uses a full-width semicolon.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SliceGeometry</name>
    <message>
        <location filename="../widgets/models/slices/slicegeometry.cpp" line="248"/>
        <source>rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicegeometry.cpp" line="249"/>
        <source>ranks %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SlicePainter</name>
    <message>
        <location filename="../widgets/slices/slicepainter.cpp" line="126"/>
        <location filename="../widgets/slices/sliceview.cpp" line="111"/>
        <source>optimizer piece %1/%2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/slices/slicepainter.cpp" line="131"/>
        <source>slice %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SliceView</name>
    <message>
        <location filename="../widgets/slices/sliceview.cpp" line="160"/>
        <source>No parameter selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/slices/sliceview.cpp" line="160"/>
        <source>Select a parameter to see how it is cut.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/slices/sliceview.cpp" line="169"/>
        <source>(shape not recorded: the cuts are drawn to scale, the sizes are not)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/slices/sliceview.cpp" line="181"/>
        <source>rows: dim %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/slices/sliceview.cpp" line="184"/>
        <source>columns: dim %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/slices/sliceview.cpp" line="188"/>
        <source>dim %1 at index %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/slices/sliceview.cpp" line="191"/>
        <source>zoom %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/slices/sliceview.cpp" line="229"/>
        <source>Element [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/slices/sliceview.cpp" line="233"/>
        <source>Slice %1 of %2: %3, on %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/slices/sliceview.cpp" line="239"/>
        <source>Slice %1 of %2, on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/slices/sliceview.cpp" line="245"/>
        <source>Optimizer piece %1 of %2: %3, stored by %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/slices/sliceview.cpp" line="251"/>
        <source>Click for byte offsets in each rank file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/slices/sliceview.cpp" line="334"/>
        <source>Draw dimensions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/slices/sliceview.cpp" line="341"/>
        <source>rows: dim %1, columns: dim %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/slices/sliceview.cpp" line="347"/>
        <source>Zoom in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/slices/sliceview.cpp" line="348"/>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/slices/sliceview.cpp" line="349"/>
        <source>Fit the window</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SplitWords</name>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="21"/>
        <source>axis %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="21"/>
        <source>axes %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="25"/>
        <source>,</source>
        <comment>joins a list of axes: 0,1 or dp,mp</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="44"/>
        <source>dim %1 / %2 over %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="45"/>
        <source>dim %1 / %2 over axis %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="46"/>
        <source>dim %1 / %2 over axes %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="52"/>
        <source>replicated ×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="53"/>
        <source>replicated ×%1 over %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="58"/>
        <source>optimizer shard ×%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="60"/>
        <source>not split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="60"/>
        <location filename="../widgets/models/common/splitwords.cpp" line="88"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="66"/>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="68"/>
        <source>not in strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="70"/>
        <source>not in checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="72"/>
        <source>shape contradicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="74"/>
        <source>missing on ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="94"/>
        <source>Found in the strategy and on every rank of stage %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="96"/>
        <source>The strategy has no layout for this parameter, so how it is split is unknown; conversion copies it as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="100"/>
        <source>The strategy lays this parameter out, but no rank file holds it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="103"/>
        <source>The shape in the checkpoint contradicts the strategy: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="106"/>
        <source>Missing on rank(s) %1 of stage %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StageMemoryBars</name>
    <message>
        <location filename="../widgets/fit/stagememorybars.cpp" line="33"/>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/stagememorybars.cpp" line="112"/>
        <source>Memory of a card, by pipeline stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/stagememorybars.cpp" line="172"/>
        <source>Pipeline stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/stagememorybars.cpp" line="189"/>
        <source>Card memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/stagememorybars.cpp" line="223"/>
        <source>Stage %1: %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/fit/stagememorybars.cpp" line="227"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartView</name>
    <message>
        <location filename="../widgets/shell/startview.cpp" line="16"/>
        <source>no parameter named %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/startview.cpp" line="38"/>
        <source>--target-rank-table: %1 did not load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/startview.cpp" line="42"/>
        <source>--simulate: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StepActions</name>
    <message>
        <location filename="../widgets/history/stepactions.cpp" line="23"/>
        <source>Step %1 is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/history/stepactions.cpp" line="23"/>
        <source>&amp;Use step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/history/stepactions.cpp" line="25"/>
        <source>Open the run at this saved step in every tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/history/stepactions.cpp" line="26"/>
        <source>Cop&amp;y --step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/history/stepactions.cpp" line="28"/>
        <source>Copy “%1” for shardscope-cli (inspect, plan, convert, export)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SummaryStrip</name>
    <message>
        <location filename="../widgets/shell/summarystrip.cpp" line="49"/>
        <source>Nothing open</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/summarystrip.cpp" line="59"/>
        <source>strategy only: %n rank(s)</source>
        <translation>
            <numerusform>strategy only: %n rank</numerusform>
            <numerusform>strategy only: %n ranks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/summarystrip.cpp" line="61"/>
        <source>%n rank(s)</source>
        <translation>
            <numerusform>%n rank</numerusform>
            <numerusform>%n ranks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/summarystrip.cpp" line="63"/>
        <source>%n stage(s)</source>
        <translation>
            <numerusform>%n stage</numerusform>
            <numerusform>%n stages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/summarystrip.cpp" line="64"/>
        <source>%n parameter(s)</source>
        <translation>
            <numerusform>%n parameter</numerusform>
            <numerusform>%n parameters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/summarystrip.cpp" line="75"/>
        <source>(%n outside the strategy)</source>
        <translation>
            <numerusform>(%n outside the strategy)</numerusform>
            <numerusform>(%n outside the strategy)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/summarystrip.cpp" line="80"/>
        <source>step %1 of %n saved</source>
        <translation>
            <numerusform>step %1 of %n saved</numerusform>
            <numerusform>step %1 of %n saved</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/summarystrip.cpp" line="87"/>
        <source>%n rank(s) encrypted, waiting for the key</source>
        <translation>
            <numerusform>%n rank encrypted, waiting for the key</numerusform>
            <numerusform>%n ranks encrypted, waiting for the key</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/shell/summarystrip.cpp" line="90"/>
        <source>%1 in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/summarystrip.cpp" line="95"/>
        <source>(remove_redundancy: %1 less)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/summarystrip.cpp" line="98"/>
        <source>%1 – %2 per rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/summarystrip.cpp" line="213"/>
        <source>Rank %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/summarystrip.cpp" line="216"/>
        <source>Ranks %1–%2: %3 – %4 each</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TargetPanel</name>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="21"/>
        <source>&amp;Simulate a target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="22"/>
        <source>&amp;Load a destination strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="24"/>
        <location filename="../widgets/migration/targetpanel.cpp" line="79"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="28"/>
        <source>&amp;Merge to one card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="30"/>
        <source>Save strategy…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="32"/>
        <source>Verif&amp;y every byte after the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="37"/>
        <source>strategy file, or folder of per-stage files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="40"/>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="42"/>
        <source>opt_weight_shard_size: optimizer states split over this many replicas (0: off)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="45"/>
        <source>Save the simulated strategy as a file MindSpore can load (.ckpt protobuf or .json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="47"/>
        <source>an empty or new folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="56"/>
        <source>Axes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="57"/>
        <source>Pipeline stages:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="58"/>
        <source>Optimizer shard:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="68"/>
        <source>Target:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="82"/>
        <source>&amp;Write to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/migration/targetpanel.cpp" line="122"/>
        <location filename="../widgets/migration/targetpanel.cpp" line="132"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="220"/>
        <source>New size of device-matrix axis %1 (now %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="338"/>
        <source>Off: a shard of %1 needs replicas to share it (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="341"/>
        <source>%1, not %2: the shard must divide the replicas (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="374"/>
        <source>Destination strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="375"/>
        <source>Strategy files (*.ckpt *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="383"/>
        <source>Write the converted run to</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TensorView</name>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="62"/>
        <source>Values from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="68"/>
        <source>Histogram of finite values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="82"/>
        <source>Values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="102"/>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="111"/>
        <source>Elements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="111"/>
        <source>Finite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="111"/>
        <source>Minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="111"/>
        <source>Maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="111"/>
        <source>Mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="112"/>
        <source>Std. deviation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="112"/>
        <source>Zeros</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="112"/>
        <source>NaN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="112"/>
        <source>+Inf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="112"/>
        <source>−Inf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="140"/>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="141"/>
        <source>Save the statistics and histogram as JSON or CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="169"/>
        <source>merged (all ranks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="171"/>
        <source>rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="204"/>
        <source>The values cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="216"/>
        <source>from %1 distinct slices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="221"/>
        <source>No parameter selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="225"/>
        <source>Values of type %1 cannot be shown as numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="261"/>
        <source>Cancelled. Press Compute to start again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="279"/>
        <source>The statistics failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="291"/>
        <source>Computing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="293"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="293"/>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="324"/>
        <source>Export statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="325"/>
        <source>JSON (*.json);;CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="327"/>
        <source>Could not write %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ValueGridPanel</name>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="60"/>
        <source>Rows:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="63"/>
        <source>Columns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="69"/>
        <source>Previous rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="70"/>
        <source>Next rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="71"/>
        <source>Previous columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="72"/>
        <source>Next columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="79"/>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="80"/>
        <source>Copy the selected cells as tab-separated text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="82"/>
        <source>Export page…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="83"/>
        <source>Save the values shown as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="154"/>
        <source>dim %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="159"/>
        <source>dim %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="212"/>
        <source>%1–%2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="217"/>
        <source>Rows %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="218"/>
        <source>Columns %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="264"/>
        <source>Export values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="264"/>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="266"/>
        <source>Could not write %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ZoomableView</name>
    <message>
        <location filename="../widgets/common/zoomableview.cpp" line="168"/>
        <source>Zoom %1%: Ctrl+wheel or + and - to zoom, 0 to fit the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/common/zoomableview.cpp" line="192"/>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/common/zoomableview.cpp" line="193"/>
        <source>Zoom out (-)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/common/zoomableview.cpp" line="194"/>
        <source>Zoom in (+)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/common/zoomableview.cpp" line="195"/>
        <source>Fit the window (0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/common/zoomableview.cpp" line="196"/>
        <location filename="../widgets/common/zoomableview.cpp" line="197"/>
        <source>Zoom</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
