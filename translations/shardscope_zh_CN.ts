<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AxisRoles</name>
    <message>
        <location filename="../widgets/models/matrix/axisroles.cpp" line="14"/>
        <source>data parallel</source>
        <translation>数据并行</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/axisroles.cpp" line="16"/>
        <source>model parallel</source>
        <translation>模型并行</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/axisroles.cpp" line="20"/>
        <source>size 1</source>
        <translation>1 路（未切分）</translation>
    </message>
</context>
<context>
    <name>BusyIndicator</name>
    <message numerus="yes">
        <location filename="../widgets/common/busyindicator.cpp" line="43"/>
        <source>Indexing %Ln path(s)…</source>
        <translation>
            <numerusform>正在索引 %Ln 个路径…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/common/busyindicator.cpp" line="38"/>
        <source>Reading the rank files: %1 of %2…</source>
        <translation>正在读取各卡的文件：%1 / %2…</translation>
    </message>
</context>
<context>
    <name>CardMemoryGrid</name>
    <message>
        <location filename="../widgets/fit/cardmemorygrid.cpp" line="132"/>
        <source>Cards by stage, coloured by memory use</source>
        <translation>各阶段的卡（按内存占用着色）</translation>
    </message>
    <message>
        <location filename="../widgets/fit/cardmemorygrid.cpp" line="137"/>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location filename="../widgets/fit/cardmemorygrid.cpp" line="145"/>
        <source>full</source>
        <translation>满</translation>
    </message>
    <message>
        <location filename="../widgets/fit/cardmemorygrid.cpp" line="149"/>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <location filename="../widgets/fit/cardmemorygrid.cpp" line="161"/>
        <source>Stage %1</source>
        <translation>阶段 %1</translation>
    </message>
    <message>
        <location filename="../widgets/fit/cardmemorygrid.cpp" line="222"/>
        <source>Rank %1 (stage %2): %3 of %4</source>
        <translation>卡 %1（阶段 %2）：%3 / %4</translation>
    </message>
    <message>
        <location filename="../widgets/fit/cardmemorygrid.cpp" line="231"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/fit/cardmemorygrid.cpp" line="237"/>
        <source>%1 group: ranks %2, %3 sent per step</source>
        <translation>%1组：卡 %2，每步发送 %3</translation>
    </message>
    <message>
        <location filename="../widgets/fit/cardmemorygrid.cpp" line="242"/>
        <source>No communication group: a single card.</source>
        <translation>没有通信组：只有一张卡。</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../app/gui/commandline.cpp" line="190"/>
        <source>ShardScope inspects MindSpore checkpoints, strategy files and per-rank run folders.
With no PATH it opens the built-in demo run.</source>
        <translation>ShardScope 用于查看 MindSpore 检查点、策略文件和按卡保存的训练目录。
未指定 PATH 时打开内置的示例训练。</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="195"/>
        <source>Checkpoint, strategy file or folder to open.</source>
        <translation>要打开的检查点、策略文件或文件夹。</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="65"/>
        <source>Open the built-in demo run.</source>
        <translation>打开内置的示例训练。</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="67"/>
        <source>Interface language: en or zh_CN (default: the system&apos;s).</source>
        <translation>界面语言：en 或 zh_CN（默认跟随系统）。</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="83"/>
        <source>With --screenshot: also save the window as a PNG image when it first draws a run&apos;s device matrix from its strategy, while the rank files are still read.</source>
        <translation>与 --screenshot 一起使用：在仍读取各卡文件、窗口首次根据切分策略画出训练的设备矩阵时，另将窗口保存为 PNG 图片。</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="69"/>
        <source>Window size, e.g. 1400x900.</source>
        <translation>窗口大小，例如 1400x900。</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="73"/>
        <source>Wait until everything is indexed, save the window as a PNG image and exit.</source>
        <translation>等待全部索引完成后，将窗口保存为 PNG 图片并退出。</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="77"/>
        <source>With --screenshot: write the time to the shot, the longest event-loop stall, the peak memory, the run&apos;s tensor entries and the tab in front to FILE.json (bench/open_bench.sh).</source>
        <translation>与 --screenshot 一起使用：把截图前用时、事件循环最长停顿、峰值内存、训练目录的张量条目数和当前标签页写入 FILE.json（bench/open_bench.sh）。</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="87"/>
        <source>Strategy file or folder of the run, when it does not sit beside the rank folders.</source>
        <translation>训练所用的策略文件或其所在文件夹，用于策略文件不在各卡目录旁的情况。</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="157"/>
        <source>unknown view “%1” (use parameters, matrix, slices, tensor, files, migration, memory, doctor, loss, history or playground)</source>
        <translation>未知视图“%1”（可用 parameters、matrix、slices、tensor、files、migration、memory、doctor、loss、history 或 playground）</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="104"/>
        <source>Rank to show in the tensor, matrix and doctor views (-1: merged).</source>
        <translation>张量视图、设备矩阵视图和加载诊断视图中显示的卡（-1：合并所有卡）。</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="107"/>
        <source>Migration planner: the destination strategy file or folder.</source>
        <translation>迁移规划：目标策略文件或文件夹。</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="111"/>
        <source>Migration planner: a simulated target, e.g. &quot;dp=1,mp=4,pp=1&quot;, &quot;opt=2&quot; or &quot;merge&quot;.</source>
        <translation>迁移规划：模拟的目标，例如 &quot;dp=1,mp=4,pp=1&quot;、&quot;opt=2&quot; 或 &quot;merge&quot;。</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="121"/>
        <source>Doctor: the network side (NET.json, a JSON strategy, or a checkpoint).</source>
        <translation>加载诊断：网络侧（NET.json、JSON 策略文件或检查点）。</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="141"/>
        <source>--target and --simulate exclude each other</source>
        <translation>--target 与 --simulate 不能同时使用</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="100"/>
        <source>Parameter to select.</source>
        <translation>要选中的参数。</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="92"/>
        <source>Rank table (or &quot;msrun:W:L&quot;) placing the run&apos;s cards on servers, when it does not sit beside the rank folders.</source>
        <translation>rank table 文件（或 &quot;msrun:W:L&quot;），用于说明本次训练各卡所在的服务器；当它不在各卡文件夹旁时使用。</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="96"/>
        <source>View to show: parameters, matrix, slices, tensor, files, migration, memory (the Migration tab&apos;s memory per card), doctor, loss, history or playground.</source>
        <translation>要显示的视图：parameters、matrix、slices、tensor、files、migration、memory（迁移标签页的每卡内存）、doctor、loss、history 或 playground。</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="116"/>
        <source>Migration planner: the target job&apos;s rank table (or &quot;msrun:W:L&quot;), placing the target&apos;s cards on servers.</source>
        <translation>迁移规划：目标作业的 rank table 文件（或 &quot;msrun:W:L&quot;），用于说明目标各卡所在的服务器。</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="125"/>
        <source>Loss view: smoothing weight of the moving average, 0 to 0.99.</source>
        <translation>损失视图：移动平均的平滑权重，取值 0 到 0.99。</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="126"/>
        <source>Loss view: logarithmic y axis.</source>
        <translation>损失视图：y 轴使用对数坐标。</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="137"/>
        <source>--smoothing takes a weight from 0 to 0.99</source>
        <translation>--smoothing 需要 0 到 0.99 之间的权重</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="144"/>
        <source>--timing measures a --screenshot run; give both</source>
        <translation>--timing 需与 --screenshot 同时使用</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="147"/>
        <source>--preview-screenshot comes with --screenshot; give both</source>
        <translation>--preview-screenshot 需与 --screenshot 同时使用</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="166"/>
        <source>--rank takes a rank number, or -1 for merged</source>
        <translation>--rank 需要卡号，或用 -1 表示合并所有卡</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="172"/>
        <source>unknown language “%1” (use en or zh_CN)</source>
        <translation>未知语言“%1”（请使用 en 或 zh_CN）</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="180"/>
        <source>--size wants WIDTHxHEIGHT in pixels, e.g. 1400x900, not “%1”</source>
        <translation>--size 需要以像素为单位的“宽x高”，例如 1400x900，而不是“%1”</translation>
    </message>
</context>
<context>
    <name>DeviceMatrixView</name>
    <message>
        <location filename="../widgets/matrix/devicematrixview.cpp" line="116"/>
        <source>other stage</source>
        <translation>其他阶段</translation>
    </message>
    <message>
        <location filename="../widgets/matrix/devicematrixview.cpp" line="230"/>
        <source>%1: double-click to rename</source>
        <translation>%1：双击可重命名</translation>
    </message>
    <message>
        <location filename="../widgets/matrix/devicematrixview.cpp" line="315"/>
        <source>Rename axis “%1”…</source>
        <translation>重命名轴“%1”…</translation>
    </message>
    <message>
        <location filename="../widgets/matrix/devicematrixview.cpp" line="319"/>
        <source>Reset axis names</source>
        <translation>重置轴名称</translation>
    </message>
    <message>
        <location filename="../widgets/matrix/devicematrixview.cpp" line="321"/>
        <source>Rows</source>
        <translation>行轴</translation>
    </message>
    <message>
        <location filename="../widgets/matrix/devicematrixview.cpp" line="322"/>
        <source>Columns</source>
        <translation>列轴</translation>
    </message>
    <message>
        <location filename="../widgets/matrix/devicematrixview.cpp" line="325"/>
        <source>None</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>DoctorTableModel</name>
    <message>
        <location filename="../widgets/models/doctor/doctortablemodel.cpp" line="87"/>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortablemodel.cpp" line="89"/>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortablemodel.cpp" line="91"/>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortablemodel.cpp" line="93"/>
        <source>Checkpoint</source>
        <translation>检查点</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortablemodel.cpp" line="95"/>
        <source>Diagnosis</source>
        <translation>诊断</translation>
    </message>
</context>
<context>
    <name>DoctorText</name>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="13"/>
        <source>Parallel split</source>
        <translation>并行切分</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="15"/>
        <source>Model config differs</source>
        <translation>模型配置不同</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="17"/>
        <source>Shape differs</source>
        <translation>形状不同</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="19"/>
        <source>Scalar vs tensor</source>
        <translation>标量与张量不符</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="21"/>
        <source>Dtype differs</source>
        <translation>数据类型不同</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="23"/>
        <source>Dtype converted</source>
        <translation>数据类型已转换</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="25"/>
        <source>Name prefix</source>
        <translation>名称前缀</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="27"/>
        <source>Other pipeline stage</source>
        <translation>其他流水线阶段</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="29"/>
        <source>Renamed</source>
        <translation>已重命名</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="31"/>
        <source>Missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="33"/>
        <source>Not a tensor</source>
        <translation>不是张量</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="35"/>
        <source>Saved by another rank</source>
        <translation>由其他卡保存</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="37"/>
        <source>Saved by several ranks</source>
        <translation>由多张卡重复保存</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="45"/>
        <source>One rank&apos;s slice loaded into a stand-alone network</source>
        <translation>某张卡的切片被加载到单卡（非并行）网络中</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="47"/>
        <source>A full checkpoint loaded into a parallel network</source>
        <translation>完整检查点被加载到并行网络中</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="49"/>
        <source>Split for another strategy</source>
        <translation>按另一种策略切分</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="51"/>
        <source>A checkpoint of another pipeline stage</source>
        <translation>其他流水线阶段的检查点</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="53"/>
        <source>The model configuration changed</source>
        <translation>模型配置已更改</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="55"/>
        <source>The layer count changed</source>
        <translation>层数已更改</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="57"/>
        <source>The names differ by a prefix</source>
        <translation>名称相差一个前缀</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="59"/>
        <source>Parameters were renamed</source>
        <translation>参数已重命名</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="61"/>
        <source>The dtype changed</source>
        <translation>数据类型已更改</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="63"/>
        <source>Saved with remove_redundancy, loaded without it</source>
        <translation>去冗余保存，却未按去冗余加载</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="65"/>
        <source>A full checkpoint loaded with remove_redundancy</source>
        <translation>未去冗余保存的检查点按去冗余加载</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="85"/>
        <source>dim %1: checkpoint %2, network %3 (1 of %4)</source>
        <translation>维度 %1：检查点 %2 / 网络 %3（1/%4）</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="90"/>
        <source>dim %1: checkpoint %2, network %3 (network: 1 of %4)</source>
        <translation>维度 %1：检查点 %2 / 网络 %3（网络持有 1/%4）</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="96"/>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="100"/>
        <source>%1; %2</source>
        <comment>two parts of a diagnosis</comment>
        <translation>%1；%2</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="97"/>
        <source>rank %1&apos;s slice</source>
        <translation>卡 %1 的切片</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="101"/>
        <source>optimizer shard ×%1</source>
        <translation>优化器分片 ×%1</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="108"/>
        <source>%1: %2 in the checkpoint, %3 in the network</source>
        <translation>%1：检查点中为 %2，网络中为 %3</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="116"/>
        <source>%1 in the checkpoint, %2 in the network</source>
        <translation>检查点中为 %1，网络中为 %2</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="119"/>
        <source>prefix “%1”</source>
        <translation>前缀“%1”</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="121"/>
        <source>in stage %1 (this checkpoint: stage %2)</source>
        <translation>在阶段 %1（本检查点：阶段 %2）</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="124"/>
        <source>closest: %1</source>
        <translation>最接近的名称：%1</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="128"/>
        <source>not in the checkpoint</source>
        <translation>不在检查点中</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="131"/>
        <source>saved by rank %1 (remove_redundancy)</source>
        <translation>由卡 %1 保存（去冗余）</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="139"/>
        <source>held by ranks %1 of one group</source>
        <translation>同一组内的卡 %1 都持有它</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="139"/>
        <source>, </source>
        <comment>a list of ranks</comment>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../widgets/models/doctor/doctortext.cpp" line="145"/>
        <source>%1 in the network, %2 in the checkpoint</source>
        <translation>网络中为 %1，检查点中为 %2</translation>
    </message>
</context>
<context>
    <name>DoctorView</name>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="105"/>
        <source>Network parameters (NET.json)</source>
        <translation>网络参数（NET.json）</translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="106"/>
        <source>Destination strategy (JSON)</source>
        <translation>目标策略文件（JSON）</translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="107"/>
        <source>Another checkpoint</source>
        <translation>另一个检查点</translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="109"/>
        <source>the network side: NET.json, a strategy .json, or a .ckpt</source>
        <translation>网络侧：NET.json、策略 .json 文件或 .ckpt 文件</translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="115"/>
        <source>The rank whose checkpoint (and whose view of the destination strategy) is compared</source>
        <translation>要比较的卡：比较该卡的检查点（以及目标策略中该卡对应的部分）</translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="119"/>
        <source>load_param_into_net(..., strict_load=True): no dtype conversion, no prefix retry</source>
        <translation>load_param_into_net(..., strict_load=True)：不转换数据类型，也不按前缀差异重试匹配</translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="123"/>
        <source>load_checkpoint(..., remove_redundancy=True) and load_param_into_net(..., remove_redundancy=True): each saved copy is spread to its data-parallel group, as a job that saved with remove_redundancy loads</source>
        <translation>load_checkpoint(..., remove_redundancy=True) 与 load_param_into_net(..., remove_redundancy=True)：每份保存的副本分发给所在的数据并行组，与去冗余保存的训练加载时相同</translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="126"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="128"/>
        <source>Ran&amp;k:</source>
        <translation>卡(&amp;K)：</translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="101"/>
        <location filename="../widgets/doctor/doctorview.cpp" line="182"/>
        <source>Choose the network side to check whether this checkpoint loads.</source>
        <translation>选择网络侧，检查此检查点能否加载。</translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="224"/>
        <source>The network side</source>
        <translation>网络侧</translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="225"/>
        <source>Network or strategy (*.json);;Checkpoints (*.ckpt *.safetensors);;All files (*)</source>
        <translation>网络或策略文件 (*.json);;检查点 (*.ckpt *.safetensors);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="156"/>
        <source>Checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="294"/>
        <source>Each parameter that would not load is listed here, with the diagnosis, the fix and MindSpore&apos;s own message.</source>
        <translation>无法加载的参数都列在这里，附诊断、修复方法和 MindSpore 报错原文。</translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="316"/>
        <source>&lt;b&gt;%1.&lt;/b&gt; %2</source>
        <comment>a finding&apos;s title and its text</comment>
        <translation>&lt;b&gt;%1。&lt;/b&gt;%2</translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="361"/>
        <source>Plan this conversion on the Migration tab</source>
        <translation>在“迁移”标签页中制定此转换方案</translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="365"/>
        <source>MindSpore says:</source>
        <translation>MindSpore 报错（原文）：</translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="345"/>
        <source>Diagnosis:</source>
        <translation>诊断：</translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="346"/>
        <source>%1: %2</source>
        <comment>a problem&apos;s kind and its diagnosis in a few words</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../widgets/doctor/doctorview.cpp" line="352"/>
        <source>Fix:</source>
        <translation>修复方法：</translation>
    </message>
</context>
<context>
    <name>DurationText</name>
    <message>
        <location filename="../widgets/models/common/durationtext.cpp" line="8"/>
        <source>about %1 s</source>
        <translation>约 %1 秒</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/durationtext.cpp" line="11"/>
        <source>about %1 min</source>
        <translation>约 %1 分钟</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/durationtext.cpp" line="13"/>
        <source>about %1 h</source>
        <translation>约 %1 小时</translation>
    </message>
</context>
<context>
    <name>EmptyPage</name>
    <message>
        <location filename="../widgets/common/emptypage.cpp" line="15"/>
        <source>Open a checkpoint, a strategy file or a run folder</source>
        <translation>打开检查点、策略文件或训练目录</translation>
    </message>
    <message>
        <location filename="../widgets/common/emptypage.cpp" line="23"/>
        <source>Drop files or folders here, or use File ▸ Open File… and File ▸ Open Folder…</source>
        <translation>将文件或文件夹拖放到此处，或使用“文件 ▸ 打开文件…”和“文件 ▸ 打开文件夹…”</translation>
    </message>
    <message>
        <location filename="../widgets/common/emptypage.cpp" line="28"/>
        <source>Try the &amp;Playground</source>
        <translation>试试演练场(&amp;P)</translation>
    </message>
    <message>
        <location filename="../widgets/common/emptypage.cpp" line="31"/>
        <source>Without any file: choose a network and a split of the cards, and see what each card holds and sends in a training step.</source>
        <translation>无需任何文件：选择一个网络和卡的切分方式，查看训练一步时每张卡存放和发送的内容。</translation>
    </message>
</context>
<context>
    <name>ErrorMessage</name>
    <message>
        <location filename="../core/convert/deststrategy.cpp" line="18"/>
        <location filename="../core/formats/strategymerge.cpp" line="136"/>
        <source>the strategy is too large for the protobuf form (2 GiB limit)</source>
        <translation>策略太大，无法写成 protobuf 格式（上限 2 GiB）</translation>
    </message>
    <message>
        <location filename="../core/convert/destinationfile.cpp" line="26"/>
        <location filename="../core/convert/deststrategy.cpp" line="88"/>
        <location filename="../core/export/exporter.cpp" line="85"/>
        <location filename="../core/formats/conversionrecord.cpp" line="129"/>
        <source>cannot create folder: {reason}</source>
        <translation>无法创建文件夹：{reason}</translation>
    </message>
    <message>
        <location filename="../core/convert/targetrequest.cpp" line="25"/>
        <source>the source run has no strategy</source>
        <translation>源训练目录没有策略文件</translation>
    </message>
    <message>
        <location filename="../core/convert/planlayout.cpp" line="84"/>
        <location filename="../core/formats/checkpointwriter.cpp" line="14"/>
        <source>an encryption key needs its mode</source>
        <translation>加密密钥需要给出模式</translation>
    </message>
    <message>
        <location filename="../core/convert/planlayout.cpp" line="91"/>
        <source>only .ckpt files are written encrypted (MindSpore saves safetensors without enc_key)</source>
        <translation>只有 .ckpt 文件可以加密写出（MindSpore 保存 safetensors 时不使用 enc_key）</translation>
    </message>
    <message>
        <location filename="../core/convert/planlayout.cpp" line="98"/>
        <location filename="../core/formats/checkpointwriter.cpp" line="19"/>
        <source>a crc_num trailer and encryption exclude each other (MindSpore&apos;s crc_check and enc_key)</source>
        <translation>crc_num 尾部与加密不能同时使用（即 MindSpore 的 crc_check 与 enc_key）</translation>
    </message>
    <message>
        <location filename="../core/convert/planlayout.cpp" line="105"/>
        <location filename="../core/formats/checkpointwriter.cpp" line="29"/>
        <source>encrypted blocks hold 1 byte to 64 MiB of plain bytes</source>
        <translation>每个加密块容纳 1 字节到 64 MiB 的明文</translation>
    </message>
    <message>
        <location filename="../core/convert/planner.cpp" line="52"/>
        <source>no source run to plan from: open the run first (loadRunFolder or discoverRun)</source>
        <translation>没有可供规划的源训练：请先打开训练目录（loadRunFolder 或 discoverRun）</translation>
    </message>
    <message>
        <location filename="../core/convert/planner.cpp" line="72"/>
        <source>give a source strategy, a destination strategy, or both</source>
        <translation>请给出源策略、目标策略，或两者都给出</translation>
    </message>
    <message>
        <location filename="../core/convert/planner.cpp" line="112"/>
        <source>removing redundancy needs a destination strategy: a checkpoint merged into one file has no copies to remove</source>
        <translation>去冗余需要目标策略：合并成单个文件的检查点没有可去除的副本</translation>
    </message>
    <message>
        <location filename="../core/convert/sourceselector.cpp" line="52"/>
        <source>no readable rank_&lt;N&gt;/ checkpoint in the folder</source>
        <translation>文件夹中没有可读取的 rank_&lt;N&gt;/ 检查点</translation>
    </message>
    <message>
        <location filename="../core/convert/sourceselector.cpp" line="116"/>
        <source>destination rank {rank} is out of range: merging gives one rank, 0</source>
        <translation>目标卡 {rank} 超出范围：合并后只有一张卡，即卡 0</translation>
    </message>
    <message>
        <location filename="../core/convert/sourceselector.cpp" line="120"/>
        <source>destination rank {rank} is out of range: the destination strategy has 1 rank</source>
        <translation>目标卡 {rank} 超出范围：目标策略只有 1 张卡</translation>
    </message>
    <message>
        <location filename="../core/convert/sourceselector.cpp" line="124"/>
        <source>destination rank {rank} is out of range: the destination strategy has {ranks} ranks (0-{last})</source>
        <translation>目标卡 {rank} 超出范围：目标策略有 {ranks} 张卡（0–{last}）</translation>
    </message>
    <message>
        <location filename="../core/export/exportcontext.cpp" line="21"/>
        <source>export cancelled; no partial file kept</source>
        <translation>导出已取消；未保留不完整的文件</translation>
    </message>
    <message>
        <location filename="../core/export/exporter.cpp" line="47"/>
        <source>the output must end in .h5, .hdf5, .safetensors or .npy</source>
        <translation>输出文件名必须以 .h5、.hdf5、.safetensors 或 .npy 结尾</translation>
    </message>
    <message>
        <location filename="../core/export/exporter.cpp" line="55"/>
        <source>a .npy file holds one tensor: name it with --param</source>
        <translation>一个 .npy 文件只能存放一个张量：请用 --param 指定</translation>
    </message>
    <message>
        <location filename="../core/export/exportitems.cpp" line="38"/>
        <source>the run holds {ranks} ranks: give --rank R to export one rank&apos;s slices, or --merged for full tensors</source>
        <translation>该训练有 {ranks} 张卡：请用 --rank R 导出一张卡的切片，或用 --merged 导出完整张量</translation>
    </message>
    <message>
        <location filename="../core/export/exportitems.cpp" line="45"/>
        <source>the run has no readable checkpoint for this rank</source>
        <translation>该训练目录中没有这张卡可读取的检查点</translation>
    </message>
    <message>
        <location filename="../core/export/exportitems.cpp" line="60"/>
        <source>give a strategy (--strategy) to merge the slices of the run&apos;s {ranks} ranks, or --rank R to export one rank&apos;s slices: {issue}</source>
        <translation>请给出策略文件（--strategy）以合并该训练 {ranks} 张卡的切片，或用 --rank R 导出一张卡的切片：{issue}</translation>
    </message>
    <message>
        <location filename="../core/export/exportitems.cpp" line="67"/>
        <source>give a strategy (--strategy) to merge the slices of the run&apos;s {ranks} ranks, or --rank R to export one rank&apos;s slices: no strategy was given or found beside the rank folders</source>
        <translation>请给出策略文件（--strategy）以合并该训练 {ranks} 张卡的切片，或用 --rank R 导出一张卡的切片：未给出策略文件，卡目录旁也没有找到</translation>
    </message>
    <message>
        <location filename="../core/export/exportitems.cpp" line="74"/>
        <source>--rank is for run folders; this is a single checkpoint</source>
        <translation>--rank 只用于训练目录；这是单个检查点</translation>
    </message>
    <message>
        <location filename="../core/export/exportitems.cpp" line="120"/>
        <source>--params &apos;{pattern}&apos; is not a valid regular expression</source>
        <translation>--params &apos;{pattern}&apos; 不是有效的正则表达式</translation>
    </message>
    <message>
        <location filename="../core/cluster/processwork.cpp" line="60"/>
        <location filename="../core/export/exportitems.cpp" line="144"/>
        <source>{issue}</source>
        <translation>{issue}</translation>
    </message>
    <message>
        <location filename="../core/export/exportitems.cpp" line="147"/>
        <source>merged tensors must come from one saved step</source>
        <translation>合并的张量必须来自同一个保存点</translation>
    </message>
    <message>
        <location filename="../core/export/exportitems.cpp" line="155"/>
        <source>nothing to export: no checkpoint data here (a strategy holds layouts only)</source>
        <translation>没有可导出的内容：这里没有检查点数据（策略文件只含张量排布）</translation>
    </message>
    <message>
        <location filename="../core/export/exportitems.cpp" line="192"/>
        <source>no parameter of that name on rank {rank}</source>
        <translation>卡 {rank} 上没有该名称的参数</translation>
    </message>
    <message>
        <location filename="../core/export/exportitems.cpp" line="195"/>
        <source>no parameter of that name</source>
        <translation>没有该名称的参数</translation>
    </message>
    <message>
        <location filename="../core/export/npyexport.cpp" line="70"/>
        <source>a {dtype} tensor has no NumPy equivalent</source>
        <translation>{dtype} 张量在 NumPy 中没有对应的类型</translation>
    </message>
    <message>
        <location filename="../core/export/npywriter.cpp" line="50"/>
        <source>more data than the shape holds</source>
        <translation>数据多于形状所能容纳的量</translation>
    </message>
    <message>
        <location filename="../core/export/npywriter.cpp" line="60"/>
        <source>less data than the shape holds</source>
        <translation>数据少于形状所需的量</translation>
    </message>
    <message>
        <location filename="../core/export/tensorassembler.cpp" line="17"/>
        <source>the tensor has no stored piece</source>
        <translation>该张量没有已保存的切片</translation>
    </message>
    <message>
        <location filename="../core/export/tensorassembler.cpp" line="34"/>
        <source>a {dtype} tensor split over ranks cannot be assembled (its elements are not whole bytes)</source>
        <translation>切分到多张卡上的 {dtype} 张量无法拼合（其元素不是整字节）</translation>
    </message>
    <message>
        <location filename="../core/export/tensorassembler.cpp" line="54"/>
        <source>the stored slices cover {covered} of the {bytes} bytes of shape {shape}</source>
        <translation>已保存的切片只覆盖了形状 {shape} 的 {bytes} 字节中的 {covered} 字节</translation>
    </message>
    <message>
        <location filename="../core/export/tensorassembler.cpp" line="98"/>
        <source>the stored tensor is shorter than its shape says</source>
        <translation>存储的张量比其形状所需的短</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointfile.cpp" line="244"/>
        <location filename="../core/formats/checkpointparser.cpp" line="124"/>
        <source>the ckpt file do not contain the crc code</source>
        <translation>ckpt 文件中没有 CRC 校验码</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointfile.cpp" line="246"/>
        <source>the file has no crc_num in its __metadata__</source>
        <translation>文件的 __metadata__ 中没有 crc_num</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointfile.cpp" line="257"/>
        <source>the crc check is failed</source>
        <translation>CRC 校验失败</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointkey.cpp" line="54"/>
        <source>the key is {bytes} bytes long; {mode} needs 16, 24 or 32</source>
        <translation>密钥长 {bytes} 字节；{mode} 需要 16、24 或 32 字节</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointkey.cpp" line="63"/>
        <source>the key is {bytes} bytes long; SM4-CBC needs 16</source>
        <translation>密钥长 {bytes} 字节；SM4-CBC 需要 16 字节</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointkey.cpp" line="73"/>
        <source>the key is {bytes} bytes long; AES needs 16, 24 or 32 bytes and SM4 needs 16</source>
        <translation>密钥长 {bytes} 字节；AES 需要 16、24 或 32 字节，SM4 需要 16 字节</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointkey.cpp" line="94"/>
        <source>the key is not hexadecimal (a character other than 0-9, a-f, A-F or white space)</source>
        <translation>密钥不是十六进制（含有 0-9、a-f、A-F 和空白以外的字符）</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointkey.cpp" line="109"/>
        <source>the key has an odd number of hexadecimal digits</source>
        <translation>密钥的十六进制位数为奇数</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointkey.cpp" line="117"/>
        <source>the raw key ends in white space (a line break?); write it without, or give it as hexadecimal</source>
        <translation>原始密钥以空白结尾（换行符？）；去掉它，或改用十六进制给出密钥</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointkey.cpp" line="131"/>
        <source>cannot open the key file: {reason}</source>
        <translation>无法打开密钥文件：{reason}</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointparser.cpp" line="34"/>
        <source>this is a strategy file, not a checkpoint</source>
        <translation>这是策略文件，不是检查点</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointparser.cpp" line="46"/>
        <source>wrong key or key mode: the decrypted bytes do not start like a checkpoint (byte {byte})</source>
        <translation>密钥或密钥模式错误：解密后的字节不像检查点的开头（字节 {byte}）</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointparser.cpp" line="54"/>
        <source>the decrypted file is not a MindSpore checkpoint (it starts with byte {byte}, not 0x0a)</source>
        <translation>解密后的文件不是 MindSpore 检查点（以字节 {byte} 开头，而不是 0x0a）</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointparser.cpp" line="58"/>
        <source>not a MindSpore checkpoint (it starts with byte {byte}, not 0x0a)</source>
        <translation>不是 MindSpore 检查点（以字节 {byte} 开头，而不是 0x0a）</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointparser.cpp" line="81"/>
        <location filename="../core/formats/safetensorsparser.cpp" line="316"/>
        <location filename="../core/hdf5/hdf5indexreader.cpp" line="335"/>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointparser.cpp" line="87"/>
        <location filename="../core/formats/encryptedstream.cpp" line="55"/>
        <source>the checkpoint is encrypted ({mode}); a key is needed to read it</source>
        <translation>检查点已加密（{mode}）；需要密钥才能读取</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointparser.cpp" line="112"/>
        <source>the CRC trailer holds a value above 2^32</source>
        <translation>文件末尾的 CRC 值大于 2^32</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointparser.cpp" line="168"/>
        <source>the decrypted checkpoint is empty</source>
        <translation>解密后的检查点为空</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointparser.cpp" line="202"/>
        <source>the bytes decrypted from {mode} are not checked: a wrong key or key mode looks like this too</source>
        <translation>从 {mode} 解密出的字节未经校验：密钥或密钥模式错误时也会是这样</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointparts.cpp" line="72"/>
        <source>an encrypted per-stage part: ShardScope reads encrypted checkpoints one file at a time, not yet as parts of one; open the file alone</source>
        <translation>这是加密的按阶段分卷文件：ShardScope 目前只能逐个读取加密检查点，尚不能把它们作为分卷合起来读；请单独打开该文件</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointparts.cpp" line="263"/>
        <source>no files {name} in the folder</source>
        <translation>文件夹中没有 {name} 文件</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointparts.cpp" line="271"/>
        <location filename="../core/formats/checkpointparts.cpp" line="290"/>
        <source>no part files {name} in the folder</source>
        <translation>文件夹中没有 {name} 分卷文件</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointparts.cpp" line="285"/>
        <location filename="../core/history/historyscanner.cpp" line="139"/>
        <location filename="../core/run/rundiscovery.cpp" line="89"/>
        <source>cannot list folder: {reason}</source>
        <translation>无法列出文件夹内容：{reason}</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointparts.cpp" line="344"/>
        <source>the parameter is also in &apos;{other}&apos; with another value; MindSpore&apos;s load_segmented_checkpoints keeps whichever of the two files its folder listing gives last</source>
        <translation>该参数也在 &apos;{other}&apos; 中，但值不同；MindSpore 的 load_segmented_checkpoints 会保留文件夹列表中排在后面的那个文件的值</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointrecordparser.cpp" line="33"/>
        <source>malformed field header</source>
        <translation>字段头格式错误</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointrecordparser.cpp" line="40"/>
        <source>invalid field number {field}</source>
        <translation>字段号 {field} 无效</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointrecordparser.cpp" line="48"/>
        <source>malformed varint in field {field}</source>
        <translation>字段 {field} 中的 varint 格式错误</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointrecordparser.cpp" line="57"/>
        <source>field {field} runs past the end of its record</source>
        <translation>字段 {field} 超出了所在记录的末尾</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointrecordparser.cpp" line="66"/>
        <source>malformed length of field {field}</source>
        <translation>字段 {field} 的长度格式错误</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointrecordparser.cpp" line="71"/>
        <source>field {field} of {length} bytes runs past the end of its record ({left} bytes left)</source>
        <translation>字段 {field} 长 {length} 字节，超出了所在记录的末尾（只剩 {left} 字节）</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointrecordparser.cpp" line="83"/>
        <source>unsupported wire type {type} in field {field}</source>
        <translation>字段 {field} 的 wire type {type} 不受支持</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointrecordparser.cpp" line="98"/>
        <source>more than {max} dimensions</source>
        <translation>维度超过 {max} 个</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointrecordparser.cpp" line="104"/>
        <source>negative dimension {dimension}</source>
        <translation>维度为负数：{dimension}</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointrecordparser.cpp" line="115"/>
        <source>dims has wire type {type}</source>
        <translation>dims 的 wire type 为 {type}</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointrecordparser.cpp" line="124"/>
        <source>malformed packed dims</source>
        <translation>packed dims 格式错误</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointrecordparser.cpp" line="155"/>
        <source>field {field} of TensorProto has wire type {type}</source>
        <translation>TensorProto 的字段 {field} 的 wire type 为 {type}</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointrecordparser.cpp" line="167"/>
        <source>unreadable tensor_type</source>
        <translation>tensor_type 无法读取</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointrecordparser.cpp" line="179"/>
        <source>tensor has no tensor_type</source>
        <translation>张量没有 tensor_type</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointrecordparser.cpp" line="184"/>
        <source>tensor has no tensor_content</source>
        <translation>张量没有 tensor_content</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointrecordparser.cpp" line="210"/>
        <source>unreadable parameter name</source>
        <translation>参数名无法读取</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointrecordparser.cpp" line="221"/>
        <source>record has no parameter name (tag)</source>
        <translation>记录没有参数名（tag）</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointrecordparser.cpp" line="254"/>
        <source>record holds neither a tensor nor a map tensor</source>
        <translation>记录中既没有张量，也没有 MapTensor</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointrecordparser.cpp" line="275"/>
        <source>str content of {bytes} bytes is not UTF-32 (not a multiple of 4)</source>
        <translation>str 内容长 {bytes} 字节，不是 UTF-32（不是 4 的倍数）</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointrecordparser.cpp" line="315"/>
        <source>consecutive records of this parameter disagree on dtype or dims ({dtype} {shape} then {next_dtype} {next_shape})</source>
        <translation>该参数的相邻记录的数据类型或 dims 不一致（先是 {dtype} {shape}，后是 {next_dtype} {next_shape}）</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointrecordparser.cpp" line="383"/>
        <source>invalid field number 0</source>
        <translation>字段号 0 无效</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointrecordparser.cpp" line="398"/>
        <source>unsupported wire type {type}</source>
        <translation>wire type {type} 不受支持</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointrecordparser.cpp" line="404"/>
        <source>record of {length} bytes runs past the end of the file ({left} bytes left)</source>
        <translation>记录长 {length} 字节，超出了文件末尾（只剩 {left} 字节）</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointrecordparser.h" line="89"/>
        <source>truncated record header</source>
        <translation>记录头被截断</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointrecordparser.h" line="93"/>
        <source>malformed record header (varint longer than 10 bytes)</source>
        <translation>记录头格式错误（varint 超过 10 字节）</translation>
    </message>
    <message>
        <location filename="../core/formats/encryptedframe.cpp" line="104"/>
        <source>encrypted block {block} is cut short: its header takes {header} bytes, the file ends after {left}</source>
        <translation>加密块 {block} 不完整：块头需要 {header} 字节，文件在 {left} 字节后就结束了</translation>
    </message>
    <message>
        <location filename="../core/formats/encryptedframe.cpp" line="115"/>
        <source>encrypted block {block} does not start with the {mode} magic {expected} (it holds {magic})</source>
        <translation>加密块 {block} 没有以 {mode} 的魔数 {expected} 开头（实际为 {magic}）</translation>
    </message>
    <message>
        <location filename="../core/formats/encryptedframe.cpp" line="135"/>
        <source>encrypted block {block} has an IV length of {length}, not 16</source>
        <translation>加密块 {block} 的 IV 长度为 {length}，而不是 16</translation>
    </message>
    <message>
        <location filename="../core/formats/encryptedframe.cpp" line="144"/>
        <source>encrypted block {block} has lengths that disagree (block {length} bytes, ciphertext {cipher})</source>
        <translation>加密块 {block} 的长度互相矛盾（块 {length} 字节，密文 {cipher} 字节）</translation>
    </message>
    <message>
        <location filename="../core/formats/encryptedframe.cpp" line="151"/>
        <source>encrypted block {block} holds {cipher} bytes of ciphertext, more than a 64 MiB block (MindSpore cannot load it)</source>
        <translation>加密块 {block} 含 {cipher} 字节密文，超过 64 MiB 的块大小（MindSpore 无法加载）</translation>
    </message>
    <message>
        <location filename="../core/formats/encryptedframe.cpp" line="160"/>
        <source>encrypted block {block} holds {cipher} bytes of {mode} ciphertext, not a multiple of its 16-byte cipher block</source>
        <translation>加密块 {block} 含 {cipher} 字节 {mode} 密文，不是 16 字节分组的整数倍</translation>
    </message>
    <message>
        <location filename="../core/formats/encryptedframe.cpp" line="171"/>
        <source>encrypted block {block} is cut short: its header announces {cipher} bytes of ciphertext, the file ends after {left}</source>
        <translation>加密块 {block} 不完整：块头声明有 {cipher} 字节密文，文件在 {left} 字节后就结束了</translation>
    </message>
    <message>
        <location filename="../core/formats/encryptedstream.cpp" line="45"/>
        <source>the file is not encrypted</source>
        <translation>文件未加密</translation>
    </message>
    <message>
        <location filename="../core/formats/encryptedstream.cpp" line="50"/>
        <source>the checkpoint is encrypted (AES-GCM or AES-CBC, MindSpore r1.x layout); a key is needed to read it</source>
        <translation>检查点已加密（AES-GCM 或 AES-CBC，MindSpore r1.x 格式）；需要密钥才能读取</translation>
    </message>
    <message>
        <location filename="../core/formats/encryptedstream.cpp" line="66"/>
        <source>the checkpoint is encrypted in MindSpore r1.x&apos;s layout, whose magic does not tell AES-GCM from AES-CBC: give the key&apos;s mode</source>
        <translation>检查点以 MindSpore r1.x 的格式加密，其魔数无法区分 AES-GCM 与 AES-CBC：请给出密钥模式</translation>
    </message>
    <message>
        <location filename="../core/formats/encryptedstream.cpp" line="75"/>
        <source>the checkpoint is encrypted in MindSpore r1.x&apos;s layout, which is AES-GCM or AES-CBC, never SM4-CBC</source>
        <translation>检查点以 MindSpore r1.x 的格式加密，只能是 AES-GCM 或 AES-CBC，不会是 SM4-CBC</translation>
    </message>
    <message>
        <location filename="../core/formats/encryptedstream.cpp" line="85"/>
        <source>the checkpoint is encrypted with {mode} (its magic says so), not {key_mode} as the key&apos;s mode says</source>
        <translation>检查点用 {mode} 加密（魔数如此标明），而不是密钥模式所说的 {key_mode}</translation>
    </message>
    <message>
        <location filename="../core/formats/encryptedstream.cpp" line="99"/>
        <location filename="../core/history/stager.cpp" line="67"/>
        <location filename="../core/history/stager.cpp" line="121"/>
        <location filename="../core/logs/logfollower.cpp" line="24"/>
        <location filename="../core/util/mappedfile.cpp" line="139"/>
        <location filename="../core/util/mappedfile.cpp" line="250"/>
        <location filename="../core/util/temporaryfile.cpp" line="163"/>
        <source>cannot open: {reason}</source>
        <translation>无法打开：{reason}</translation>
    </message>
    <message>
        <location filename="../core/formats/encryptedstream.cpp" line="131"/>
        <source>a crc_num trailer follows the encrypted blocks (saved with crc_check and enc_key together, which MindSpore cannot load)</source>
        <translation>加密块之后还有 crc_num 尾部（保存时同时使用了 crc_check 和 enc_key，MindSpore 无法加载）</translation>
    </message>
    <message>
        <location filename="../core/formats/encryptedstream.cpp" line="251"/>
        <source>wrong key, or the file was changed: its only encrypted block fails AES-GCM authentication</source>
        <translation>密钥错误，或文件被改动过：唯一的加密块未通过 AES-GCM 认证</translation>
    </message>
    <message>
        <location filename="../core/formats/encryptedstream.cpp" line="256"/>
        <source>wrong key, or the file was changed: its only encrypted block has bad {mode} padding</source>
        <translation>密钥错误，或文件被改动过：唯一的加密块的 {mode} 填充无效</translation>
    </message>
    <message>
        <location filename="../core/formats/encryptedstream.cpp" line="284"/>
        <source>wrong key: encrypted blocks {first} and {second} both fail AES-GCM authentication</source>
        <translation>密钥错误：加密块 {first} 和 {second} 都未通过 AES-GCM 认证</translation>
    </message>
    <message>
        <location filename="../core/formats/encryptedstream.cpp" line="289"/>
        <source>wrong key: encrypted blocks {first} and {second} both have bad {mode} padding</source>
        <translation>密钥错误：加密块 {first} 和 {second} 的 {mode} 填充都无效</translation>
    </message>
    <message>
        <location filename="../core/formats/encryptedstream.cpp" line="307"/>
        <source>encrypted block {block} fails AES-GCM authentication, though block {other} decrypts with the same key: the block was changed or damaged</source>
        <translation>加密块 {block} 未通过 AES-GCM 认证，而加密块 {other} 用同一密钥可以解密：该块被改动或已损坏</translation>
    </message>
    <message>
        <location filename="../core/formats/encryptedstream.cpp" line="313"/>
        <source>encrypted block {block} has bad {mode} padding, though block {other} decrypts with the same key: the block was changed or damaged</source>
        <translation>加密块 {block} 的 {mode} 填充无效，而加密块 {other} 用同一密钥可以解密：该块被改动或已损坏</translation>
    </message>
    <message>
        <location filename="../core/formats/encryptedstream.cpp" line="344"/>
        <source>encrypted block {block} decrypts to {bytes} bytes, not the {held} it held when the file was opened</source>
        <translation>加密块 {block} 解密得到 {bytes} 字节，而不是打开文件时的 {held} 字节</translation>
    </message>
    <message>
        <location filename="../core/formats/encryptedstream.cpp" line="415"/>
        <location filename="../core/formats/encryptedstream.cpp" line="528"/>
        <location filename="../core/formats/plainstreamsource.cpp" line="45"/>
        <source>a read past the end of the decrypted checkpoint</source>
        <translation>读取位置超出了解密后检查点的末尾</translation>
    </message>
    <message>
        <location filename="../core/formats/encryptedstream.cpp" line="469"/>
        <location filename="../core/logs/logfollower.cpp" line="28"/>
        <location filename="../core/util/mappedfile.cpp" line="145"/>
        <source>cannot stat: {reason}</source>
        <translation>无法获取文件状态：{reason}</translation>
    </message>
    <message>
        <location filename="../core/formats/encryptedstream.cpp" line="473"/>
        <source>the file was changed while it was being read (written to after it was opened): its encrypted blocks are no longer the ones checked; open it again</source>
        <translation>读取期间文件被改动（打开后又被写入）：加密块已不是校验过的那些；请重新打开</translation>
    </message>
    <message>
        <location filename="../core/formats/encryptedstream.cpp" line="513"/>
        <source>encrypted block {block} cannot be read (the file was cut short since it was opened, or OpenSSL failed)</source>
        <translation>加密块 {block} 无法读取（文件在打开后被截断，或 OpenSSL 出错）</translation>
    </message>
    <message>
        <location filename="../core/formats/entryvalidator.cpp" line="17"/>
        <source>shape {shape} holds more elements than 64 bits can count</source>
        <translation>shape {shape} 的元素个数超出了 64 位整数的范围</translation>
    </message>
    <message>
        <location filename="../core/formats/entryvalidator.cpp" line="20"/>
        <source>dims {shape} hold more elements than 64 bits can count</source>
        <translation>dims {shape} 的元素个数超出了 64 位整数的范围</translation>
    </message>
    <message>
        <location filename="../core/formats/entryvalidator.cpp" line="36"/>
        <source>data_offsets [{begin}, {end}] hold {bytes} bytes but {dtype} {shape} needs {need}</source>
        <translation>data_offsets [{begin}, {end}] 含 {bytes} 字节，但 {dtype} {shape} 需要 {need} 字节</translation>
    </message>
    <message>
        <location filename="../core/formats/entryvalidator.cpp" line="40"/>
        <source>data_offsets [{begin}, {end}] hold {bytes} bytes but {dtype} {shape} needs more than 2^64</source>
        <translation>data_offsets [{begin}, {end}] 含 {bytes} 字节，但 {dtype} {shape} 需要超过 2^64 字节</translation>
    </message>
    <message>
        <location filename="../core/formats/entryvalidator.cpp" line="47"/>
        <source>tensor_content holds {bytes} bytes but {dtype} {shape} needs {need}</source>
        <translation>tensor_content 含 {bytes} 字节，但 {dtype} {shape} 需要 {need} 字节</translation>
    </message>
    <message>
        <location filename="../core/formats/entryvalidator.cpp" line="50"/>
        <source>tensor_content holds {bytes} bytes but {dtype} {shape} needs more than 2^64</source>
        <translation>tensor_content 含 {bytes} 字节，但 {dtype} {shape} 需要超过 2^64 字节</translation>
    </message>
    <message>
        <location filename="../core/formats/iterationrun.cpp" line="221"/>
        <source>no iteration_&lt;N&gt;/ folders (MindFormers&apos; iteration checkpoints) beside {tracker}</source>
        <translation>{tracker} 旁没有 iteration_&lt;N&gt;/ 文件夹（MindFormers 按迭代保存的检查点）</translation>
    </message>
    <message>
        <location filename="../core/formats/iterationrun.cpp" line="245"/>
        <source>no saved iteration {step} (saved iterations: {names})</source>
        <translation>没有保存迭代 {step}（已保存的迭代：{names}）</translation>
    </message>
    <message>
        <location filename="../core/formats/iterationrun.cpp" line="278"/>
        <source>no model-&lt;rank&gt;-&lt;world&gt;.safetensors files (MindFormers&apos; iteration checkpoint) in the folder</source>
        <translation>文件夹中没有 model-&lt;rank&gt;-&lt;world&gt;.safetensors 文件（MindFormers 按迭代保存的检查点）</translation>
    </message>
    <message>
        <location filename="../core/formats/iterationrun.cpp" line="294"/>
        <source>metadata.json&apos;s storage_data puts rank {rank}&apos;s slices in {file}: an iteration saved with remove_redundancy in which some ranks saved nothing, whose files are numbered by file, not by rank; ShardScope does not read those yet</source>
        <translation>metadata.json 的 storage_data 把卡 {rank} 的切片放在 {file} 中：这是去冗余保存、且有些卡什么都没保存的迭代，其文件按文件编号而不是按卡编号；ShardScope 暂不支持读取</translation>
    </message>
    <message>
        <location filename="../core/formats/iterationrun.cpp" line="300"/>
        <source>the files name different totals: an iteration saved with remove_redundancy in which some ranks saved nothing, whose files are numbered by file, not by rank; ShardScope does not read those yet</source>
        <translation>各文件名给出的总数不同：这是去冗余保存、且有些卡什么都没保存的迭代，其文件按文件编号而不是按卡编号；ShardScope 暂不支持读取</translation>
    </message>
    <message>
        <location filename="../core/formats/iterationrun.cpp" line="312"/>
        <source>the file names give a world size of {world} for {ranks} ranks&apos; files: a stray file name, not a save</source>
        <translation>文件名给出的总卡数为 {world}，但只有 {ranks} 张卡的文件：这是误放的文件名，不是一次保存</translation>
    </message>
    <message>
        <location filename="../core/formats/iterationrun.cpp" line="404"/>
        <source>--step {step} names another iteration than this folder&apos;s; open the checkpoint/ folder above it to choose</source>
        <translation>--step {step} 指的是另一个迭代，而不是本文件夹的迭代；请打开上一级的 checkpoint/ 文件夹再选择</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsparser.cpp" line="66"/>
        <source>__metadata__ is not an object of strings</source>
        <translation>__metadata__ 不是由字符串组成的对象</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsparser.cpp" line="73"/>
        <source>__metadata__ value &apos;{key}&apos; is not a string</source>
        <translation>__metadata__ 中 &apos;{key}&apos; 的值不是字符串</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsparser.cpp" line="104"/>
        <source>the header has an entry with an empty name</source>
        <translation>文件头中有一个名称为空的条目</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsparser.cpp" line="109"/>
        <source>header entry is not an object</source>
        <translation>文件头中的条目不是对象</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsparser.cpp" line="113"/>
        <source>entry has no &apos;dtype&apos;</source>
        <translation>条目没有 &apos;dtype&apos;</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsparser.cpp" line="118"/>
        <source>&apos;dtype&apos; is not a string</source>
        <translation>&apos;dtype&apos; 不是字符串</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsparser.cpp" line="123"/>
        <source>entry has no &apos;shape&apos;</source>
        <translation>条目没有 &apos;shape&apos;</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsparser.cpp" line="129"/>
        <location filename="../core/formats/safetensorsparser.cpp" line="142"/>
        <source>&apos;shape&apos; is not a list of non-negative integers</source>
        <translation>&apos;shape&apos; 不是由非负整数组成的列表</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsparser.cpp" line="134"/>
        <source>&apos;shape&apos; has more than {max} dimensions</source>
        <translation>&apos;shape&apos; 的维度超过 {max} 个</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsparser.cpp" line="150"/>
        <source>entry has no &apos;data_offsets&apos;</source>
        <translation>条目没有 &apos;data_offsets&apos;</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsparser.cpp" line="155"/>
        <source>&apos;data_offsets&apos; is not a pair of non-negative integers</source>
        <translation>&apos;data_offsets&apos; 不是一对非负整数</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsparser.cpp" line="162"/>
        <source>data_offsets {offsets} end before they begin</source>
        <translation>data_offsets {offsets} 的结束位置在起始位置之前</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsparser.cpp" line="182"/>
        <source>data_offsets {offsets} run past the end of the data block ({size} bytes)</source>
        <translation>data_offsets {offsets} 超出了数据区的末尾（数据区 {size} 字节）</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsparser.cpp" line="190"/>
        <source>data_offsets {offsets} overlap those of &apos;{other}&apos; {other_offsets}</source>
        <translation>data_offsets {offsets} 与 &apos;{other}&apos; 的 {other_offsets} 重叠</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsparser.cpp" line="200"/>
        <location filename="../core/formats/safetensorsparser.cpp" line="210"/>
        <source>data block bytes [{begin}, {end}) belong to no tensor</source>
        <translation>数据区中的字节 [{begin}, {end}) 不属于任何张量</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsparser.cpp" line="293"/>
        <source>__metadata__ crc_num &apos;{value}&apos; is not a decimal number below 2^32</source>
        <translation>__metadata__ 中的 crc_num &apos;{value}&apos; 不是小于 2^32 的十进制数</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsparser.cpp" line="322"/>
        <source>the file is shorter ({size} bytes) than the 8-byte header length</source>
        <translation>文件（{size} 字节）比 8 字节的文件头长度字段还短</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsparser.cpp" line="334"/>
        <source>header length {length} is over the limit of {limit} bytes</source>
        <translation>文件头长度 {length} 超过了 {limit} 字节的上限</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsparser.cpp" line="344"/>
        <source>header of {length} bytes runs past the end of the file ({left} bytes left)</source>
        <translation>文件头长 {length} 字节，超出了文件末尾（只剩 {left} 字节）</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsparser.cpp" line="354"/>
        <source>the header is not a JSON object (it must start with &apos;{&apos;)</source>
        <translation>文件头不是 JSON 对象（必须以 &apos;{&apos; 开头）</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsparser.cpp" line="370"/>
        <source>the header is not valid JSON</source>
        <translation>文件头不是有效的 JSON</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsparser.cpp" line="377"/>
        <source>the header is not valid JSON: {reason}</source>
        <translation>文件头不是有效的 JSON：{reason}</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsparser.cpp" line="384"/>
        <source>the header names this parameter twice</source>
        <translation>文件头中该参数出现了两次</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsparser.cpp" line="386"/>
        <source>the entry repeats the key &apos;{key}&apos;</source>
        <translation>条目中的键 &apos;{key}&apos; 重复</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsparser.cpp" line="411"/>
        <source>the safetensors file has no crc_num in its __metadata__</source>
        <translation>safetensors 文件的 __metadata__ 中没有 crc_num</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsset.cpp" line="68"/>
        <source>the safetensors index is not valid JSON</source>
        <translation>safetensors 索引文件不是有效的 JSON</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsset.cpp" line="74"/>
        <source>the safetensors index is not valid JSON: {reason}</source>
        <translation>safetensors 索引文件不是有效的 JSON：{reason}</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsset.cpp" line="88"/>
        <source>the safetensors index has no &quot;weight_map&quot; object of file names</source>
        <translation>safetensors 索引文件中没有由文件名组成的 &quot;weight_map&quot; 对象</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsset.cpp" line="102"/>
        <source>the weight_map entry is not a file name</source>
        <translation>weight_map 中的条目不是文件名</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsset.cpp" line="110"/>
        <source>the weight_map names &apos;{name}&apos;, which is not a file beside the index</source>
        <translation>weight_map 指向 &apos;{name}&apos;，但它不是索引文件旁的文件</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsset.cpp" line="122"/>
        <source>the safetensors index names no file</source>
        <translation>safetensors 索引文件中没有列出任何文件</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsset.cpp" line="151"/>
        <source>the file changed while it was opened</source>
        <translation>文件在打开过程中被改动</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsset.cpp" line="203"/>
        <source>the file holds a parameter its index does not list</source>
        <translation>文件中有索引未列出的参数</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsset.cpp" line="206"/>
        <source>the index places this parameter in &apos;{file}&apos;, not here</source>
        <translation>索引把该参数放在 &apos;{file}&apos; 中，而不是这里</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsset.cpp" line="216"/>
        <source>the parameter is also in {file}</source>
        <translation>该参数也在 {file} 中</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsset.cpp" line="241"/>
        <source>the index places this parameter in &apos;{file}&apos;, which does not hold it</source>
        <translation>索引把该参数放在 &apos;{file}&apos; 中，但该文件里没有它</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorsset.cpp" line="251"/>
        <source>no file of the safetensors set has a crc_num in its __metadata__</source>
        <translation>safetensors 文件组中没有任何文件在 __metadata__ 中带有 crc_num</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyjson.cpp" line="119"/>
        <source>layout must be a JSON object</source>
        <translation>张量排布必须是 JSON 对象</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyjson.cpp" line="126"/>
        <source>dev_matrix is missing</source>
        <translation>缺少设备矩阵 &apos;dev_matrix&apos;</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyjson.cpp" line="132"/>
        <source>dev_matrix must be a list of integers</source>
        <translation>设备矩阵 &apos;dev_matrix&apos; 必须是整数列表</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyjson.cpp" line="138"/>
        <source>tensor_map is missing</source>
        <translation>缺少张量映射 &apos;tensor_map&apos;</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyjson.cpp" line="143"/>
        <source>tensor_map must be a list of integers or a list of lists of integers</source>
        <translation>张量映射 &apos;tensor_map&apos; 必须是整数列表，或由整数列表组成的列表</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyjson.cpp" line="151"/>
        <source>tensor_shape must be a list of non-negative integers</source>
        <translation>tensor_shape 必须是非负整数列表</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyjson.cpp" line="157"/>
        <source>param_split_shape must be a list of integers</source>
        <translation>param_split_shape 必须是整数列表</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyjson.cpp" line="162"/>
        <source>indices_offset must be a list of integers</source>
        <translation>indices_offset 必须是整数列表</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyjson.cpp" line="166"/>
        <source>field must be an integer</source>
        <translation>field 必须是整数</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyjson.cpp" line="171"/>
        <source>opt_weight_shard_step must be an integer</source>
        <translation>opt_weight_shard_step 必须是整数</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyjson.cpp" line="176"/>
        <source>opt_weight_shard_size must be an integer</source>
        <translation>opt_weight_shard_size 必须是整数</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyjson.cpp" line="189"/>
        <source>operator &apos;{node}&apos;: strategy item must be a JSON object</source>
        <translation>算子 &apos;{node}&apos;：策略条目必须是 JSON 对象</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyjson.cpp" line="197"/>
        <source>operator &apos;{node}&apos;: stage must be an integer from 0 to 2147483647</source>
        <translation>算子 &apos;{node}&apos;：stage 必须是 0 到 2147483647 之间的整数</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyjson.cpp" line="206"/>
        <location filename="../core/formats/strategyjson.cpp" line="213"/>
        <source>operator &apos;{node}&apos;: parallel_strategy must be a list of lists of integers</source>
        <translation>算子 &apos;{node}&apos;：parallel_strategy 必须是由整数列表组成的列表</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyjson.cpp" line="236"/>
        <source>{key}, operator &apos;{node}&apos;: must be a JSON object of layouts by input index</source>
        <translation>{key}，算子 &apos;{node}&apos;：必须是按输入序号给出张量排布的 JSON 对象</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyjson.cpp" line="244"/>
        <source>{key}, operator &apos;{node}&apos;: layout {index} must be a JSON object</source>
        <translation>{key}，算子 &apos;{node}&apos;：张量排布 {index} 必须是 JSON 对象</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyjson.cpp" line="254"/>
        <source>{key}, operator &apos;{node}&apos;: layout {index}: dev_matrix must be a list of integers</source>
        <translation>{key}，算子 &apos;{node}&apos;：张量排布 {index}：设备矩阵 &apos;dev_matrix&apos; 必须是整数列表</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyjson.cpp" line="268"/>
        <source>{key}, operator &apos;{node}&apos;: layout {index}: tensor_map must be a list of lists of integers</source>
        <translation>{key}，算子 &apos;{node}&apos;：张量排布 {index}：张量映射 &apos;tensor_map&apos; 必须是由整数列表组成的列表</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyjson.cpp" line="275"/>
        <source>{key}, operator &apos;{node}&apos;: layout {index}: interleaved_parallel must be true or false</source>
        <translation>{key}，算子 &apos;{node}&apos;：张量排布 {index}：interleaved_parallel 必须是 true 或 false</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyjson.cpp" line="290"/>
        <source>{key}, operator &apos;{node}&apos;: layout {index}: alias_name must be a list of strings</source>
        <translation>{key}，算子 &apos;{node}&apos;：张量排布 {index}：alias_name 必须是字符串列表</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyjson.cpp" line="305"/>
        <source>parallel_out_strategy_item must be a JSON object</source>
        <translation>parallel_out_strategy_item 必须是 JSON 对象</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyjson.cpp" line="325"/>
        <source>{key} must be a JSON object</source>
        <translation>{key} 必须是 JSON 对象</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyjson.cpp" line="351"/>
        <source>an operator strategy file (AutoParallel.save_operator_strategy_file or set_op_strategy_config), not a checkpoint strategy file: it holds {strategies} operator strategies and {layouts} operator layouts but no parameter layouts (the key &apos;parallel_layout_item&apos;), which resharding needs; open the file saved by AutoParallel.save_param_strategy_file or set_auto_parallel_context(strategy_ckpt_config={config})</source>
        <translation>这是算子策略文件（AutoParallel.save_operator_strategy_file 或 set_op_strategy_config 保存的），不是检查点策略文件：其中有 {strategies} 条算子策略和 {layouts} 条算子排布，但没有重新切分所需的参数排布（键 &apos;parallel_layout_item&apos;）；请打开由 AutoParallel.save_param_strategy_file 或 set_auto_parallel_context(strategy_ckpt_config={config}) 保存的文件</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyjson.cpp" line="363"/>
        <source>an operator strategy file (AutoParallel.save_operator_strategy_file or set_op_strategy_config), not a checkpoint strategy file: it holds {strategies} operator strategies but no parameter layouts (the key &apos;parallel_layout_item&apos;), which resharding needs; open the file saved by AutoParallel.save_param_strategy_file or set_auto_parallel_context(strategy_ckpt_config={config})</source>
        <translation>这是算子策略文件（AutoParallel.save_operator_strategy_file 或 set_op_strategy_config 保存的），不是检查点策略文件：其中有 {strategies} 条算子策略，但没有重新切分所需的参数排布（键 &apos;parallel_layout_item&apos;）；请打开由 AutoParallel.save_param_strategy_file 或 set_auto_parallel_context(strategy_ckpt_config={config}) 保存的文件</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyjson.cpp" line="380"/>
        <source>not a strategy file: the JSON top level is not an object</source>
        <translation>不是策略文件：JSON 顶层不是对象</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyjson.cpp" line="393"/>
        <source>current_stage must be a non-negative integer</source>
        <translation>current_stage 必须是非负整数</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyjson.cpp" line="401"/>
        <source>parallel_strategy_item must be a JSON object</source>
        <translation>parallel_strategy_item 必须是 JSON 对象</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyjson.cpp" line="422"/>
        <source>not a strategy file: the key &apos;parallel_layout_item&apos; is missing</source>
        <translation>不是策略文件：缺少键 &apos;parallel_layout_item&apos;</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyjson.cpp" line="431"/>
        <source>parallel_layout_item must be a JSON object</source>
        <translation>parallel_layout_item 必须是 JSON 对象</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyjson.cpp" line="527"/>
        <location filename="../core/formats/strategyprotobuf.cpp" line="161"/>
        <source>the file is empty (0 bytes), not a strategy file</source>
        <translation>文件为空（0 字节），不是策略文件</translation>
    </message>
    <message>
        <location filename="../core/formats/strategymerge.cpp" line="55"/>
        <location filename="../core/formats/strategymerge.cpp" line="75"/>
        <source>cannot list the folder: {reason}</source>
        <translation>无法列出文件夹内容：{reason}</translation>
    </message>
    <message>
        <location filename="../core/formats/strategymerge.cpp" line="167"/>
        <source>not a folder of per-stage strategy files</source>
        <translation>不是存放各阶段策略文件的文件夹</translation>
    </message>
    <message>
        <location filename="../core/formats/strategymerge.cpp" line="178"/>
        <source>the folder mixes strategy formats: .ckpt ({protobuf}) and .json ({json})</source>
        <translation>文件夹中混有两种策略格式：.ckpt（{protobuf}）和 .json（{json}）</translation>
    </message>
    <message>
        <location filename="../core/formats/strategymerge.cpp" line="182"/>
        <source>MindSpore merges all &apos;.ckpt&apos; or all &apos;.json&apos;; keep one format in the folder</source>
        <translation>MindSpore 只合并全部 &apos;.ckpt&apos; 或全部 &apos;.json&apos;；文件夹中请只保留一种格式</translation>
    </message>
    <message>
        <location filename="../core/formats/strategymerge.cpp" line="191"/>
        <source>no strategy files (*.ckpt or *.json) in the folder</source>
        <translation>文件夹中没有策略文件（*.ckpt 或 *.json）</translation>
    </message>
    <message>
        <location filename="../core/formats/strategymerge.cpp" line="222"/>
        <source>the strategy file is empty</source>
        <translation>策略文件为空</translation>
    </message>
    <message>
        <location filename="../core/formats/strategymerge.cpp" line="256"/>
        <location filename="../core/layout/transformsources.cpp" line="94"/>
        <source>The strategy file for pipeline parallel does not contains all stages.</source>
        <translation>The strategy file for pipeline parallel does not contains all stages.</translation>
    </message>
    <message>
        <location filename="../core/formats/strategymerge.cpp" line="260"/>
        <source>stages found: {stages}; every stage from 0 up needs its file</source>
        <translation>已找到的阶段：{stages}；从 0 开始的每个阶段都需要自己的文件</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyprotobuf.cpp" line="35"/>
        <source>this is a checkpoint file, not a strategy file</source>
        <translation>这是检查点文件，不是策略文件</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyprotobuf.cpp" line="37"/>
        <location filename="../core/formats/strategyprotobuf.cpp" line="173"/>
        <source>pass the file saved through strategy_ckpt_save_file</source>
        <translation>请改用通过 strategy_ckpt_save_file 保存的文件</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyprotobuf.cpp" line="43"/>
        <source>this looks like a JSON strategy file, but its name does not end in .json</source>
        <translation>这看起来是 JSON 策略文件，但文件名不以 .json 结尾</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyprotobuf.cpp" line="47"/>
        <source>rename it to *.json</source>
        <translation>请将其重命名为 *.json</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyprotobuf.cpp" line="53"/>
        <source>not a strategy file: it starts with byte {byte}, a strategy file starts with 0x08</source>
        <translation>不是策略文件：它以字节 {byte} 开头，而策略文件以 0x08 开头</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyprotobuf.cpp" line="67"/>
        <source>parallel layout has no dev_matrix</source>
        <translation>并行张量排布中没有设备矩阵 &apos;dev_matrix&apos;</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyprotobuf.cpp" line="73"/>
        <source>parallel layout has no tensor_map</source>
        <translation>并行张量排布中没有张量映射 &apos;tensor_map&apos;</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyprotobuf.cpp" line="188"/>
        <source>not a valid strategy file (protobuf parse failed)</source>
        <translation>不是有效的策略文件（protobuf 解析失败）</translation>
    </message>
    <message>
        <location filename="../core/formats/strategyprotobuf.cpp" line="206"/>
        <source>operator &apos;{node}&apos;: stage must be an integer from 0 to 2147483647 (it is {stage})</source>
        <translation>算子 &apos;{node}&apos;：stage 必须是 0 到 2147483647 之间的整数（实际为 {stage}）</translation>
    </message>
    <message>
        <location filename="../core/history/historyloader.cpp" line="184"/>
        <location filename="../core/history/historyloader.cpp" line="302"/>
        <location filename="../core/history/stager.cpp" line="147"/>
        <location filename="../core/history/stager.cpp" line="393"/>
        <location filename="../core/inspect/historyofrun.cpp" line="23"/>
        <location filename="../core/logs/logfollower.cpp" line="67"/>
        <location filename="../core/logs/logloader.cpp" line="116"/>
        <location filename="../core/synth/synthrun.cpp" line="186"/>
        <location filename="../core/synth/synthrun.cpp" line="360"/>
        <location filename="../core/util/temporaryfile.cpp" line="64"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../core/history/historyscanner.cpp" line="130"/>
        <location filename="../core/run/rundiscovery.cpp" line="188"/>
        <source>not a folder</source>
        <translation>不是文件夹</translation>
    </message>
    <message>
        <location filename="../core/history/historyscanner.cpp" line="218"/>
        <source>no saved checkpoints here: looked for rank_&lt;N&gt;/ folders, tft_saved_checkpoints-step_&lt;N&gt;/ folders and checkpoint files</source>
        <translation>这里没有保存的检查点：已查找 rank_&lt;N&gt;/ 文件夹、tft_saved_checkpoints-step_&lt;N&gt;/ 文件夹和检查点文件</translation>
    </message>
    <message>
        <location filename="../core/history/stager.cpp" line="45"/>
        <location filename="../core/history/stager.cpp" line="73"/>
        <location filename="../core/logs/logfollower.cpp" line="58"/>
        <source>cannot read: {reason}</source>
        <translation>无法读取：{reason}</translation>
    </message>
    <message>
        <location filename="../core/history/stager.cpp" line="49"/>
        <source>the file ended early</source>
        <translation>文件提前结束</translation>
    </message>
    <message>
        <location filename="../core/history/stager.cpp" line="106"/>
        <source>the source does not parse to its end ({error}): not staged</source>
        <translation>源文件无法完整解析（{error}）：未暂存</translation>
    </message>
    <message>
        <location filename="../core/history/stager.cpp" line="179"/>
        <source>the source fails its crc_num check (stored {stored}, the bytes give {crc}): not staged</source>
        <translation>源文件未通过 crc_num 校验（记录值 {stored}，按内容计算得 {crc}）：未暂存</translation>
    </message>
    <message>
        <location filename="../core/history/stager.cpp" line="195"/>
        <source>the copy read back differs from the bytes read from {from}: not staged</source>
        <translation>读回的副本与从 {from} 读到的字节不同：未暂存</translation>
    </message>
    <message>
        <location filename="../core/history/stager.cpp" line="213"/>
        <source>cannot set the modification time: {reason}</source>
        <translation>无法设置修改时间：{reason}</translation>
    </message>
    <message>
        <location filename="../core/history/stager.cpp" line="296"/>
        <source>step {step} has no complete file on rank {ranks}: nothing staged</source>
        <translation>保存点 {step} 在卡 {ranks} 上没有完整的文件：未暂存任何文件</translation>
    </message>
    <message>
        <location filename="../core/history/stager.cpp" line="299"/>
        <source>step {step} has no complete file on ranks {ranks}: nothing staged</source>
        <translation>保存点 {step} 在卡 {ranks} 上没有完整的文件：未暂存任何文件</translation>
    </message>
    <message>
        <location filename="../core/history/stepspec.cpp" line="56"/>
        <source>run `shardscope-cli history {run}` to see every saved step</source>
        <translation>执行 `shardscope-cli history {run}` 查看所有保存点</translation>
    </message>
    <message>
        <location filename="../core/history/stepspec.cpp" line="80"/>
        <source>no global step is known for this run (the files hold no step_num and the steps per epoch are unknown): give the step as E_S, as in the file names; saved steps: {steps}</source>
        <translation>该训练的全局步数未知（文件中没有 step_num，每个轮次的步数也未知）：请按文件名中的格式以 E_S 给出；保存点：{steps}</translation>
    </message>
    <message>
        <location filename="../core/history/stepspec.cpp" line="88"/>
        <source>no saved step has global step {step}; saved steps: {steps}</source>
        <translation>没有全局步数为 {step} 的保存点；保存点：{steps}</translation>
    </message>
    <message>
        <location filename="../core/history/stepspec.cpp" line="103"/>
        <source>epoch {epoch}, step {step} was saved only as {name}: name it to use it; saved steps: {steps}</source>
        <translation>轮次 {epoch}、第 {step} 步只保存为 {name}：要使用它，请直接给出该名称；保存点：{steps}</translation>
    </message>
    <message>
        <location filename="../core/history/stepspec.cpp" line="111"/>
        <source>no saved step is epoch {epoch}, step {step}; saved steps: {steps}</source>
        <translation>没有轮次 {epoch}、第 {step} 步的保存点；保存点：{steps}</translation>
    </message>
    <message>
        <location filename="../core/history/stepspec.cpp" line="122"/>
        <source>&apos;{spec}&apos; is neither a global step, nor E_S, nor the name of a saved step; saved steps: {steps}</source>
        <translation>&apos;{spec}&apos; 既不是全局步数，也不是 E_S，也不是保存点的名称；保存点：{steps}</translation>
    </message>
    <message>
        <location filename="../core/inspect/runloader.cpp" line="188"/>
        <source>--step chooses a saved step of a run folder (rank_&lt;N&gt;/ folders); this is not one</source>
        <translation>--step 用于选择训练目录（含 rank_&lt;N&gt;/ 文件夹）的保存点；这不是训练目录</translation>
    </message>
    <message>
        <location filename="../core/doctor/checkpointside.cpp" line="92"/>
        <source>the checkpoint is rank {rank}, but the strategy describes {ranks} ranks</source>
        <translation>检查点属于卡 {rank}，但策略只描述了 {ranks} 张卡</translation>
    </message>
    <message>
        <location filename="../core/doctor/checkpointside.cpp" line="327"/>
        <location filename="../core/inspect/runloader.cpp" line="197"/>
        <location filename="../core/inspect/runloader.cpp" line="230"/>
        <location filename="../core/logs/logdiscovery.cpp" line="268"/>
        <source>no such file or folder</source>
        <translation>没有这个文件或文件夹</translation>
    </message>
    <message>
        <location filename="../core/doctor/checkpointside.cpp" line="223"/>
        <source>--step chooses a saved step of a run folder; --ckpt names one file</source>
        <translation>--step 用于在训练目录中选择保存点；而 --ckpt 给出的是单个文件</translation>
    </message>
    <message>
        <location filename="../core/doctor/checkpointside.cpp" line="176"/>
        <source>neither a checkpoint file nor a run folder (rank_&lt;N&gt;/ folders)</source>
        <translation>既不是检查点文件，也不是训练目录（含 rank_&lt;N&gt;/ 子目录）</translation>
    </message>
    <message>
        <location filename="../core/doctor/checkpointside.cpp" line="190"/>
        <source>this is rank {folder_rank}&apos;s folder, and --rank says {rank}</source>
        <translation>这是卡 {folder_rank} 的目录，而 --rank 指定的是 {rank}</translation>
    </message>
    <message>
        <location filename="../core/doctor/checkpointside.cpp" line="256"/>
        <location filename="../core/doctor/checkpointside.cpp" line="355"/>
        <source>rank {rank} has no checkpoint file</source>
        <translation>卡 {rank} 没有检查点文件</translation>
    </message>
    <message>
        <location filename="../core/doctor/checkpointside.cpp" line="343"/>
        <location filename="../core/inspect/historyofrun.cpp" line="12"/>
        <source>no run is loaded</source>
        <translation>尚未加载训练目录</translation>
    </message>
    <message>
        <location filename="../core/doctor/checkpointside.cpp" line="348"/>
        <source>the run has {ranks} ranks, not rank {rank}</source>
        <translation>该训练有 {ranks} 张卡，没有卡 {rank}</translation>
    </message>
    <message>
        <location filename="../core/inspect/runloader.cpp" line="85"/>
        <source>nothing to open here: looked for rank_&lt;N&gt;/ folders (a run), strategy files (.ckpt, .json) or training logs, but it is empty</source>
        <translation>这里没有可打开的内容：查找了 rank_&lt;N&gt;/ 文件夹（训练目录）、策略文件（.ckpt、.json）和训练日志，但该文件夹是空的</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/inspect/runloader.cpp" line="100"/>
        <source>nothing to open here: looked for rank_&lt;N&gt;/ folders (a run), strategy files (.ckpt, .json) or training logs, but it holds {folders} folder and {files} files ({names})</source>
        <translation>
            <numerusform>这里没有可打开的内容：查找了 rank_&lt;N&gt;/ 文件夹（训练目录）、策略文件（.ckpt、.json）和训练日志，但这里只有 {folders} 个文件夹和 {files} 个文件（{names}）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/inspect/runloader.cpp" line="108"/>
        <source>nothing to open here: looked for rank_&lt;N&gt;/ folders (a run), strategy files (.ckpt, .json) or training logs, but it holds {folders} folders and {files} files ({names})</source>
        <translation>
            <numerusform>这里没有可打开的内容：查找了 rank_&lt;N&gt;/ 文件夹（训练目录）、策略文件（.ckpt、.json）和训练日志，但这里只有 {folders} 个文件夹和 {files} 个文件（{names}）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/inspect/runloader.cpp" line="214"/>
        <source>training logs, not a checkpoint: read them with `logs` (or the Loss tab)</source>
        <translation>这是训练日志，不是检查点：请用 `logs` 命令（或“损失”页）查看</translation>
    </message>
    <message>
        <location filename="../core/inspect/runloader.cpp" line="221"/>
        <source>a network description (NET.json), not a checkpoint: give it to `doctor --net`</source>
        <translation>这是网络描述文件（NET.json），不是检查点：请将它交给 `doctor --net`</translation>
    </message>
    <message>
        <location filename="../core/cluster/clusterjob.cpp" line="18"/>
        <source>process {process} (host &apos;{host}&apos;): {error}</source>
        <translation>进程 {process}（主机 &apos;{host}&apos;）：{error}</translation>
    </message>
    <message>
        <location filename="../core/cluster/clusterjob.cpp" line="42"/>
        <source>a job needs a plan and a process</source>
        <translation>作业需要一个转换方案和一个进程</translation>
    </message>
    <message>
        <location filename="../core/cluster/clusterjob.cpp" line="47"/>
        <source>process {process} (host &apos;{host}&apos;) was started with other arguments than process 0 ({request} instead of {first}); every process must get the same command line</source>
        <translation>进程 {process}（主机 &apos;{host}&apos;）的启动参数与进程 0 不同（是 {request} 而不是 {first}）；每个进程都必须使用相同的命令行</translation>
    </message>
    <message>
        <location filename="../core/cluster/destinationranks.cpp" line="50"/>
        <source>the rank table has {table} ranks but the destination has {destination}; give the table of the job that will load the converted files</source>
        <translation>rank table 文件有 {table} 张卡，而目标有 {destination} 张卡；请给出将加载转换后文件的那个作业的 rank table 文件</translation>
    </message>
    <message>
        <location filename="../core/cluster/hostselect.cpp" line="111"/>
        <source>host &apos;{host}&apos;: the table has servers #0 to #{last}</source>
        <translation>主机 &apos;{host}&apos;：该表的服务器编号为 #0 到 #{last}</translation>
    </message>
    <message>
        <location filename="../core/cluster/hostselect.cpp" line="134"/>
        <source>no server is &apos;{host}&apos; (servers: {servers})</source>
        <translation>没有名为 &apos;{host}&apos; 的服务器（服务器：{servers}）</translation>
    </message>
    <message>
        <location filename="../core/cluster/hostselect.cpp" line="144"/>
        <source>host &apos;{host}&apos; is ambiguous: servers {servers} all have it; pick one by its label or as #K</source>
        <translation>主机 &apos;{host}&apos; 有歧义：服务器 {servers} 都匹配它；请用标签或 #K 指定其中一台</translation>
    </message>
    <message>
        <location filename="../core/cluster/hostselect.cpp" line="175"/>
        <source>this machine is none of the table&apos;s servers ({servers}): tried host name &apos;{host}&apos;; give --host SERVER_ID</source>
        <translation>本机不是 rank table 中的任何一台服务器（{servers}）：已尝试主机名 &apos;{host}&apos;；请用 --host SERVER_ID 指定</translation>
    </message>
    <message>
        <location filename="../core/cluster/hostselect.cpp" line="181"/>
        <source>this machine is none of the table&apos;s servers ({servers}): tried host name &apos;{host}&apos;, addresses {addresses}; give --host SERVER_ID</source>
        <translation>本机不是 rank table 中的任何一台服务器（{servers}）：已尝试主机名 &apos;{host}&apos; 和地址 {addresses}；请用 --host SERVER_ID 指定</translation>
    </message>
    <message>
        <location filename="../core/cluster/hostselect.cpp" line="194"/>
        <source>this machine matches several servers ({servers}, last by &apos;{via}&apos;); give --host with a label or #K</source>
        <translation>本机匹配多台服务器（{servers}，最后一台按 &apos;{via}&apos; 匹配）；请用 --host 加标签或 #K 指定</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktable.cpp" line="38"/>
        <source>msrun layout: worker_num and local_worker_num must be between 1 and {max}</source>
        <translation>msrun 布置：worker_num 和 local_worker_num 必须在 1 到 {max} 之间</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktable.cpp" line="47"/>
        <source>msrun layout: worker_num {workers} is not a multiple of local_worker_num {local}; with uneven nodes msrun numbers the ranks itself, so give the rank table instead</source>
        <translation>msrun 排布：worker_num {workers} 不是 local_worker_num {local} 的倍数；节点卡数不均时 msrun 会自行编排卡号，请改为提供 rank table 文件</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktable.cpp" line="92"/>
        <source>expected msrun:WORKER_NUM:LOCAL_WORKER_NUM, for example msrun:16:8</source>
        <translation>应为 msrun:WORKER_NUM:LOCAL_WORKER_NUM，例如 msrun:16:8</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="51"/>
        <source>{where} is not an object</source>
        <translation>{where} 不是对象</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="105"/>
        <source>{key} {value} is not a decimal number</source>
        <translation>{key} {value} 不是十进制数</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="106"/>
        <source>{where}: {key} {value} is not a decimal number</source>
        <translation>{where}：{key} {value} 不是十进制数</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="111"/>
        <source>no {key}</source>
        <translation>缺少 {key}</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="112"/>
        <source>{where}: no {key}</source>
        <translation>{where}：缺少 {key}</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="131"/>
        <source>{key} {value} is too large (at most {max})</source>
        <translation>{key} {value} 过大（最大为 {max}）</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="132"/>
        <source>{where}: {key} {value} is too large (at most {max})</source>
        <translation>{where}：{key} {value} 过大（最大为 {max}）</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="147"/>
        <source>{where}: no server_id</source>
        <translation>{where}：缺少 server_id</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="150"/>
        <source>{where}: server_id {value} is not a non-empty string</source>
        <translation>{where}：server_id {value} 不是非空字符串</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="185"/>
        <source>server_list is not a list</source>
        <translation>server_list 不是列表</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="188"/>
        <source>server_list is empty</source>
        <translation>server_list 为空</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/formats/ranktableparser.cpp" line="198"/>
        <source>server_count is {count} but server_list holds {servers} servers</source>
        <translation>
            <numerusform>server_count 为 {count}，但 server_list 中有 {servers} 台服务器</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="224"/>
        <source>{where}: no device list</source>
        <translation>{where}：缺少 device 列表</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="228"/>
        <source>{where}: device is not a list</source>
        <translation>{where}：device 不是列表</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="232"/>
        <source>{where}: the device list is empty</source>
        <translation>{where}：device 列表为空</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="252"/>
        <source>group_list is not a list</source>
        <translation>group_list 不是列表</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="255"/>
        <source>group_list is empty</source>
        <translation>group_list 为空</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="266"/>
        <source>{where}: no instance_list</source>
        <translation>{where}：缺少 instance_list</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="270"/>
        <source>{where}: instance_list is not a list</source>
        <translation>{where}：instance_list 不是列表</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="274"/>
        <source>{where}: instance_list is empty</source>
        <translation>{where}：instance_list 为空</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/formats/ranktableparser.cpp" line="285"/>
        <source>{where}: instance_count is {count} but instance_list holds {instances} instances</source>
        <translation>
            <numerusform>{where}：instance_count 为 {count}，但 instance_list 中有 {instances} 个实例</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="311"/>
        <source>{where}: no devices list</source>
        <translation>{where}：缺少 devices 列表</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="315"/>
        <source>{where}: devices must list exactly one card (one rank is one card)</source>
        <translation>{where}：devices 必须恰好列出一张卡（一个 rank 对应一张卡）</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="345"/>
        <source>rank_id {rank} is given twice: {first} and {second}</source>
        <translation>rank_id {rank} 出现了两次：{first} 和 {second}</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/formats/ranktableparser.cpp" line="358"/>
        <source>no card has rank_id {rank}: the table&apos;s {cards} cards must be numbered 0-{last} (it goes up to {highest})</source>
        <translation>
            <numerusform>没有卡的 rank_id 为 {rank}：表中 {cards} 张卡必须编号为 0–{last}（实际最大到 {highest}）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="382"/>
        <source>{where}: device_id {device} is given twice (rank_id {first} and rank_id {second})</source>
        <translation>{where}：device_id {device} 出现了两次（rank_id {first} 和 rank_id {second}）</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="476"/>
        <source>the rank table is not a JSON object</source>
        <translation>rank table 文件不是 JSON 对象</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="491"/>
        <source>no server_list or group_list: this is not a rank table</source>
        <translation>没有 server_list 或 group_list：这不是 rank table 文件</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="514"/>
        <source>the file is empty (0 bytes), not a rank table</source>
        <translation>文件为空（0 字节），不是 rank table 文件</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="529"/>
        <source>the rank table is not valid JSON</source>
        <translation>rank table 文件不是有效的 JSON</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="538"/>
        <source>the key &apos;{key}&apos; appears twice in one object</source>
        <translation>键 &apos;{key}&apos; 在同一个对象中出现了两次</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="549"/>
        <source>{reason}</source>
        <translation>{reason}</translation>
    </message>
    <message>
        <location filename="../core/convert/destinationfile.cpp" line="40"/>
        <source>cannot size: {reason}</source>
        <translation>无法设置文件大小：{reason}</translation>
    </message>
    <message>
        <location filename="../core/convert/destinationfile.cpp" line="46"/>
        <source>cannot reserve {bytes} bytes: {reason}</source>
        <translation>无法预留 {bytes} 字节：{reason}</translation>
    </message>
    <message>
        <location filename="../core/convert/destinationfile.cpp" line="56"/>
        <location filename="../core/convert/destinationfile.cpp" line="87"/>
        <location filename="../core/convert/destinationfile.cpp" line="96"/>
        <location filename="../core/convert/executor.cpp" line="192"/>
        <location filename="../core/convert/executor.cpp" line="290"/>
        <location filename="../core/convert/executor.cpp" line="303"/>
        <location filename="../core/util/atomicfile.cpp" line="28"/>
        <location filename="../core/util/atomicfile.cpp" line="52"/>
        <location filename="../core/util/atomicfile.cpp" line="106"/>
        <source>cannot write: {reason}</source>
        <translation>无法写入：{reason}</translation>
    </message>
    <message>
        <location filename="../core/convert/executor.cpp" line="143"/>
        <source>tensor &apos;{tensor}&apos; is shorter than the plan expects</source>
        <translation>张量 &apos;{tensor}&apos; 比转换方案预期的短</translation>
    </message>
    <message>
        <location filename="../core/convert/executor.cpp" line="340"/>
        <source>no destination folder given</source>
        <translation>未给出输出目录</translation>
    </message>
    <message>
        <location filename="../core/convert/executor.cpp" line="344"/>
        <source>the plan has problems that block the conversion</source>
        <translation>转换方案存在阻止转换的问题</translation>
    </message>
    <message>
        <location filename="../core/convert/executor.cpp" line="86"/>
        <source>conversion cancelled; no partial file kept</source>
        <translation>转换已取消；未保留不完整的文件</translation>
    </message>
    <message>
        <location filename="../core/convert/executor.cpp" line="450"/>
        <source>rank {rank} was not written</source>
        <translation>卡 {rank} 未写出</translation>
    </message>
    <message>
        <location filename="../core/convert/executor.cpp" line="467"/>
        <source>every rank file was written, but not the strategy beside them: {error}</source>
        <translation>所有卡的文件都已写出，但旁边的策略文件没有写出：{error}</translation>
    </message>
    <message>
        <location filename="../core/convert/executor.cpp" line="478"/>
        <source>every rank file was written, but not the record beside them: {error}</source>
        <translation>所有卡的文件都已写出，但旁边的转换记录没有写出：{error}</translation>
    </message>
    <message>
        <location filename="../core/fit/fitmodel.cpp" line="136"/>
        <source>{path}: the run has {ranks} ranks and no strategy: memory per card needs its layouts (give --src-strategy)</source>
        <translation>{path}：该训练有 {ranks} 张卡但没有策略文件：计算每张卡的内存需要其张量排布（请给出 --src-strategy）</translation>
    </message>
    <message>
        <location filename="../core/fit/fitnetwork.cpp" line="181"/>
        <source>unknown model &apos;{model}&apos; (expected {models})</source>
        <translation>未知模型 &apos;{model}&apos;（应为 {models} 之一）</translation>
    </message>
    <message>
        <location filename="../core/fit/fitnetwork.cpp" line="195"/>
        <source>every degree must be 1 or more</source>
        <translation>每个并行度都必须不小于 1</translation>
    </message>
    <message>
        <location filename="../core/fit/fitnetwork.cpp" line="199"/>
        <source>model parallel {mp} does not divide the {heads} attention heads</source>
        <translation>模型并行 {mp} 不能整除 {heads} 个注意力头</translation>
    </message>
    <message>
        <location filename="../core/fit/fitnetwork.cpp" line="206"/>
        <source>model parallel {mp} does not divide the {heads} key/value heads</source>
        <translation>模型并行 {mp} 不能整除 {heads} 个 key/value 头</translation>
    </message>
    <message>
        <location filename="../core/fit/fitnetwork.cpp" line="212"/>
        <source>model parallel {mp} does not divide the hidden size {hidden}</source>
        <translation>模型并行 {mp} 不能整除隐藏层大小 {hidden}</translation>
    </message>
    <message>
        <location filename="../core/fit/fitnetwork.cpp" line="218"/>
        <source>model parallel {mp} does not divide the MLP width {ffn}</source>
        <translation>模型并行 {mp} 不能整除 MLP 宽度 {ffn}</translation>
    </message>
    <message>
        <location filename="../core/fit/fitnetwork.cpp" line="225"/>
        <source>{pp} pipeline stages are more than the {layers} layers</source>
        <translation>{pp} 个流水线阶段多于 {layers} 层</translation>
    </message>
    <message>
        <location filename="../core/fit/fitnetwork.cpp" line="230"/>
        <source>{pp} pipeline stages do not divide the {layers} layers evenly</source>
        <translation>{pp} 个流水线阶段不能均分 {layers} 层</translation>
    </message>
    <message>
        <location filename="../core/fit/fitnetwork.cpp" line="236"/>
        <source>{micro} micro-batches are fewer than the {pp} pipeline stages (1F1B needs at least one per stage)</source>
        <translation>{micro} 个 micro-batch 少于 {pp} 个流水线阶段（1F1B 要求每个阶段至少一个）</translation>
    </message>
    <message>
        <location filename="../core/fit/fitnetwork.cpp" line="242"/>
        <source>optimizer shard {opt} does not divide data parallel {dp}</source>
        <translation>优化器分片 {opt} 不能整除数据并行 {dp}</translation>
    </message>
    <message>
        <location filename="../core/fit/fitnetwork.cpp" line="248"/>
        <source>sequence parallelism needs model parallel above 1</source>
        <translation>序列并行要求模型并行大于 1</translation>
    </message>
    <message>
        <location filename="../core/fit/fitnetwork.cpp" line="251"/>
        <source>model parallel {mp} does not divide the sequence length {seq} (sequence parallelism cuts it)</source>
        <translation>模型并行 {mp} 不能整除序列长度 {seq}（序列并行会切分序列）</translation>
    </message>
    <message>
        <location filename="../core/formats/blocksealer.cpp" line="38"/>
        <source>OpenSSL failed to encrypt with {mode}</source>
        <translation>OpenSSL 无法用 {mode} 加密</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointwriter.cpp" line="70"/>
        <source>beginTensor before endTensor</source>
        <translation>在 endTensor 之前调用了 beginTensor</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointwriter.cpp" line="88"/>
        <source>more content than announced</source>
        <translation>内容多于声明的长度</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointwriter.cpp" line="111"/>
        <source>less content than announced</source>
        <translation>内容少于声明的长度</translation>
    </message>
    <message>
        <location filename="../core/formats/checkpointwriter.cpp" line="139"/>
        <source>commit inside a tensor</source>
        <translation>在张量内部提交</translation>
    </message>
    <message>
        <location filename="../core/formats/conversionrecord.cpp" line="78"/>
        <source>no conversion record</source>
        <translation>没有转换记录</translation>
    </message>
    <message>
        <location filename="../core/formats/conversionrecord.cpp" line="86"/>
        <location filename="../core/formats/conversionrecord.cpp" line="100"/>
        <source>not a conversion record</source>
        <translation>不是转换记录</translation>
    </message>
    <message>
        <location filename="../core/formats/foreignfile.cpp" line="34"/>
        <source>a MindSpore graph file (&lt;prefix&gt;-graph.meta: the network&apos;s compiled graph, which ModelCheckpoint saves beside the checkpoints), not a checkpoint or a strategy: open the .ckpt files beside it, or their run folder</source>
        <translation>MindSpore 图文件（&lt;prefix&gt;-graph.meta：网络编译后的图，由 ModelCheckpoint 保存在检查点旁边），不是检查点或策略文件：请打开它旁边的 .ckpt 文件，或它们所在的训练目录</translation>
    </message>
    <message>
        <location filename="../core/formats/foreignfile.cpp" line="53"/>
        <source>a MindSpore Profiler file (parallel_strategy_&lt;rank&gt;.json: the parallel mode, the rank&apos;s pipeline stage and each stage&apos;s devices, and the compiled graph), not a checkpoint strategy: it holds no parameter layouts; open the strategy file that strategy_ckpt_config&apos;s save_file (or AutoParallel.save_param_strategy_file) wrote</source>
        <translation>MindSpore Profiler 文件（parallel_strategy_&lt;rank&gt;.json：并行模式、该卡所在的流水线阶段、各阶段的设备以及编译后的图），不是检查点策略文件：其中没有参数的张量排布；请打开 strategy_ckpt_config 的 save_file（或 AutoParallel.save_param_strategy_file）写出的策略文件</translation>
    </message>
    <message>
        <location filename="../core/formats/foreignfile.cpp" line="71"/>
        <source>a printed Cell (print(net): each cell&apos;s name and type, no parameter shapes), not a checkpoint or a network description: write the parameters as NET.json ({example}, from net.parameters_and_names()), or give a checkpoint the network loads (--net-ckpt)</source>
        <translation>打印出的 Cell（print(net)：每个 cell 的名称和类型，没有参数形状），不是检查点或网络描述：请把参数写成 NET.json（{example}，取自 net.parameters_and_names()），或给出网络加载的检查点（--net-ckpt）</translation>
    </message>
    <message>
        <location filename="../core/formats/foreignfile.cpp" line="85"/>
        <source>the output of HCCL&apos;s performance tester (hccl_test: data_size, aveg_time, alg_bandwidth, check_result), not a training log or a checkpoint: ShardScope reads neither</source>
        <translation>HCCL 性能测试工具（hccl_test：data_size、aveg_time、alg_bandwidth、check_result）的输出，不是训练日志或检查点：ShardScope 两者都不读取</translation>
    </message>
    <message>
        <location filename="../core/formats/hdf5module.cpp" line="69"/>
        <source>ShardScope&apos;s HDF5 module {path} could not be loaded: unknown reason</source>
        <translation>无法加载 ShardScope 的 HDF5 模块 {path}：原因未知</translation>
    </message>
    <message>
        <location filename="../core/formats/hdf5module.cpp" line="75"/>
        <source>ShardScope&apos;s HDF5 module {path} could not be loaded: {reason}</source>
        <translation>无法加载 ShardScope 的 HDF5 模块 {path}：{reason}</translation>
    </message>
    <message>
        <location filename="../core/formats/hdf5module.cpp" line="86"/>
        <source>ShardScope&apos;s HDF5 module {path} has no entry point {entry}</source>
        <translation>ShardScope 的 HDF5 模块 {path} 没有入口点 {entry}</translation>
    </message>
    <message>
        <location filename="../core/formats/hdf5module.cpp" line="92"/>
        <source>ShardScope&apos;s HDF5 module {path} is from version {module_version}, this program is {version}: install both from the same build</source>
        <translation>ShardScope 的 HDF5 模块 {path} 来自版本 {module_version}，而本程序是 {version}：请安装同一次构建的两者</translation>
    </message>
    <message>
        <location filename="../core/formats/hdf5module.cpp" line="104"/>
        <source>reading or writing HDF5 needs ShardScope&apos;s HDF5 module ({module}), which is not installed: looked for it beside the program, whose folder could not be read from /proc/self/exe (SHARDSCOPE_HDF5_MODULE names it)</source>
        <translation>读写 HDF5 需要 ShardScope 的 HDF5 模块（{module}），但它没有安装：本应在程序旁查找，但无法从 /proc/self/exe 读出程序所在的文件夹（可用 SHARDSCOPE_HDF5_MODULE 指定模块）</translation>
    </message>
    <message>
        <location filename="../core/formats/hdf5module.cpp" line="112"/>
        <source>reading or writing HDF5 needs ShardScope&apos;s HDF5 module ({module}), which is not installed: looked for {tried}</source>
        <translation>读写 HDF5 需要 ShardScope 的 HDF5 模块（{module}），但它没有安装：已查找 {tried}</translation>
    </message>
    <message>
        <location filename="../core/formats/mindformersmetadata.cpp" line="154"/>
        <source>metadata.json: storage_data must be a JSON object</source>
        <translation>metadata.json：storage_data 必须是 JSON 对象</translation>
    </message>
    <message>
        <location filename="../core/formats/mindformersmetadata.cpp" line="163"/>
        <source>metadata.json: storage_data key &apos;{key}&apos; is not (&apos;name&apos;, (slice,)) with a list of files</source>
        <translation>metadata.json：storage_data 的键 &apos;{key}&apos; 不是带文件列表的 (&apos;name&apos;, (slice,))</translation>
    </message>
    <message>
        <location filename="../core/formats/mindformersmetadata.cpp" line="174"/>
        <source>metadata.json: storage_data entry of &apos;{key}&apos; has no non-negative storage_rank</source>
        <translation>metadata.json：&apos;{key}&apos; 的 storage_data 条目没有非负的 storage_rank</translation>
    </message>
    <message>
        <location filename="../core/formats/mindformersmetadata.cpp" line="197"/>
        <source>metadata.json: the parameter has no layout</source>
        <translation>metadata.json：该参数没有张量排布</translation>
    </message>
    <message>
        <location filename="../core/formats/mindformersmetadata.cpp" line="211"/>
        <source>metadata.json: layout.device_matrix must be a list of integers</source>
        <translation>metadata.json：layout.device_matrix 必须是整数列表</translation>
    </message>
    <message>
        <location filename="../core/formats/mindformersmetadata.cpp" line="219"/>
        <source>metadata.json: layout.tensor_map must list a device axis (or axes) per dimension</source>
        <translation>metadata.json：layout.tensor_map 必须为每个维度列出一个（或多个）设备轴</translation>
    </message>
    <message>
        <location filename="../core/formats/mindformersmetadata.cpp" line="228"/>
        <source>metadata.json: the parameter&apos;s layout is interleaved_parallel, which ShardScope does not reshard yet</source>
        <translation>metadata.json：该参数的张量排布是 interleaved_parallel，ShardScope 暂不支持对其重新切分</translation>
    </message>
    <message>
        <location filename="../core/formats/mindformersmetadata.cpp" line="238"/>
        <source>metadata.json: layout.rank_list must be a list of integers</source>
        <translation>metadata.json：layout.rank_list 必须是整数列表</translation>
    </message>
    <message>
        <location filename="../core/formats/mindformersmetadata.cpp" line="246"/>
        <source>metadata.json: global_shape must list one size per tensor_map entry</source>
        <translation>metadata.json：global_shape 必须为张量映射 &apos;tensor_map&apos; 的每一项列出一个大小</translation>
    </message>
    <message>
        <location filename="../core/formats/mindformersmetadata.cpp" line="254"/>
        <source>metadata.json: layout.device_matrix must hold positive sizes</source>
        <translation>metadata.json：layout.device_matrix 中的大小必须为正数</translation>
    </message>
    <message>
        <location filename="../core/formats/mindformersmetadata.cpp" line="269"/>
        <source>metadata.json: the layout&apos;s rank_list is not one pipeline stage&apos;s ranks in order ({devices} devices starting at a multiple of {devices}), which ShardScope does not read yet</source>
        <translation>metadata.json：排布的 rank_list 不是按顺序排列的单个流水线阶段的卡（应为从 {devices} 的倍数开始的 {devices} 张卡），ShardScope 暂不支持读取</translation>
    </message>
    <message>
        <location filename="../core/formats/mindformersmetadata.cpp" line="294"/>
        <source>metadata.json: state_dict_metadata must be a JSON object</source>
        <translation>metadata.json：state_dict_metadata 必须是 JSON 对象</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorssetwriter.cpp" line="98"/>
        <location filename="../core/formats/safetensorswriter.cpp" line="59"/>
        <source>more content than the tensors declared</source>
        <translation>内容多于各张量声明的长度</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorswriter.cpp" line="21"/>
        <source>the parameter name is not valid UTF-8, which a safetensors header (JSON) cannot hold; write .ckpt instead</source>
        <translation>参数名不是有效的 UTF-8，safetensors 文件头（JSON）无法保存它；请改为写出 .ckpt</translation>
    </message>
    <message>
        <location filename="../core/formats/safetensorswriter.cpp" line="85"/>
        <source>less content than the tensors declared</source>
        <translation>内容少于各张量声明的长度</translation>
    </message>
    <message>
        <location filename="../core/formats/yamlsettings.cpp" line="89"/>
        <source>{source}:{line}: a NUL byte: not a YAML text file</source>
        <translation>{source}:{line}：有 NUL 字节：不是 YAML 文本文件</translation>
    </message>
    <message>
        <location filename="../core/formats/yamlsettings.cpp" line="104"/>
        <source>{source}:{line}: a tab in the indentation (YAML allows spaces only)</source>
        <translation>{source}:{line}：缩进中有制表符（YAML 只允许空格）</translation>
    </message>
    <message>
        <location filename="../core/formats/yamlsettings.cpp" line="149"/>
        <source>{path}: cannot be read</source>
        <translation>{path}：无法读取</translation>
    </message>
    <message>
        <location filename="../core/formats/yamlsettings.cpp" line="158"/>
        <source>{path}: larger than 4 MiB: not a run configuration</source>
        <translation>{path}：大于 4 MiB：不是训练配置文件</translation>
    </message>
    <message>
        <location filename="../core/hdf5/hdf5exporter.cpp" line="38"/>
        <source>{error}: {reason}</source>
        <translation>{error}：{reason}</translation>
    </message>
    <message>
        <location filename="../core/hdf5/hdf5exporter.cpp" line="240"/>
        <source>this HDF5 library has no gzip filter</source>
        <translation>此 HDF5 库没有 gzip 过滤器</translation>
    </message>
    <message>
        <location filename="../core/hdf5/hdf5exporter.cpp" line="268"/>
        <source>cannot create the HDF5 file</source>
        <translation>无法创建 HDF5 文件</translation>
    </message>
    <message>
        <location filename="../core/hdf5/hdf5exporter.cpp" line="325"/>
        <source>cannot create the group {group}</source>
        <translation>无法创建组 {group}</translation>
    </message>
    <message>
        <location filename="../core/hdf5/hdf5exporter.cpp" line="343"/>
        <location filename="../core/hdf5/hdf5exporter.cpp" line="351"/>
        <source>cannot write the attribute {key}</source>
        <translation>无法写入属性 {key}</translation>
    </message>
    <message>
        <location filename="../core/hdf5/hdf5exporter.cpp" line="364"/>
        <source>a {dtype} tensor has no HDF5 type</source>
        <translation>{dtype} 类型的张量没有对应的 HDF5 类型</translation>
    </message>
    <message>
        <location filename="../core/hdf5/hdf5exporter.cpp" line="400"/>
        <location filename="../core/hdf5/hdf5exporter.cpp" line="410"/>
        <source>cannot create the dataset {dataset}</source>
        <translation>无法创建数据集 {dataset}</translation>
    </message>
    <message>
        <location filename="../core/hdf5/hdf5exporter.cpp" line="416"/>
        <location filename="../core/hdf5/hdf5exporter.cpp" line="427"/>
        <source>cannot write the attributes of {dataset}</source>
        <translation>无法写入 {dataset} 的属性</translation>
    </message>
    <message>
        <location filename="../core/hdf5/hdf5exporter.cpp" line="451"/>
        <location filename="../core/hdf5/hdf5exporter.cpp" line="460"/>
        <source>cannot write the dataset {dataset}</source>
        <translation>无法写入数据集 {dataset}</translation>
    </message>
    <message>
        <location filename="../core/hdf5/hdf5exporter.cpp" line="479"/>
        <source>cannot flush the HDF5 file</source>
        <translation>无法刷新 HDF5 文件</translation>
    </message>
    <message>
        <location filename="../core/hdf5/hdf5exporter.cpp" line="484"/>
        <source>cannot close the HDF5 file</source>
        <translation>无法关闭 HDF5 文件</translation>
    </message>
    <message>
        <location filename="../core/hdf5/hdf5indexreader.cpp" line="114"/>
        <source>the dataset&apos;s bytes [{begin}, {end}) run past the end of the file</source>
        <translation>数据集的字节 [{begin}, {end}) 超出了文件末尾</translation>
    </message>
    <message>
        <location filename="../core/hdf5/hdf5indexreader.cpp" line="130"/>
        <source>the dataset is compressed or filtered, so its bytes cannot be read in place; export it again without --compress to open it here</source>
        <translation>该数据集经过压缩或过滤，无法原地读取其字节；请不带 --compress 重新导出后再在此打开</translation>
    </message>
    <message>
        <location filename="../core/hdf5/hdf5indexreader.cpp" line="140"/>
        <source>the dataset&apos;s chunk shape cannot be read</source>
        <translation>无法读取该数据集的分块形状</translation>
    </message>
    <message>
        <location filename="../core/hdf5/hdf5indexreader.cpp" line="151"/>
        <source>the dataset&apos;s chunks are not contiguous runs of the tensor (chunk {chunk})</source>
        <translation>该数据集的分块不是张量中连续的一段（分块 {chunk}）</translation>
    </message>
    <message>
        <location filename="../core/hdf5/hdf5indexreader.cpp" line="182"/>
        <source>a chunk of the dataset was never written</source>
        <translation>该数据集有一个分块从未写入</translation>
    </message>
    <message>
        <location filename="../core/hdf5/hdf5indexreader.cpp" line="223"/>
        <source>the dataset holds no written data</source>
        <translation>该数据集没有写入任何数据</translation>
    </message>
    <message>
        <location filename="../core/hdf5/hdf5indexreader.cpp" line="236"/>
        <source>the dataset is stored compact or virtual; only contiguous and chunked datasets can be read in place</source>
        <translation>该数据集以 compact 或 virtual 方式存储；只有 contiguous 和 chunked 数据集可以原地读取</translation>
    </message>
    <message>
        <location filename="../core/hdf5/hdf5indexreader.cpp" line="248"/>
        <source>the dataset cannot be opened</source>
        <translation>无法打开该数据集</translation>
    </message>
    <message>
        <location filename="../core/hdf5/hdf5indexreader.cpp" line="277"/>
        <source>the dataset is big-endian</source>
        <translation>该数据集是大端字节序</translation>
    </message>
    <message>
        <location filename="../core/hdf5/hdf5indexreader.cpp" line="310"/>
        <source>the dataset holds {bytes} bytes but {dtype} {shape} needs more than 2^64</source>
        <translation>该数据集有 {bytes} 字节，但 {dtype} {shape} 需要超过 2^64 字节</translation>
    </message>
    <message>
        <location filename="../core/hdf5/hdf5indexreader.cpp" line="317"/>
        <source>the dataset holds {bytes} bytes but {dtype} {shape} needs {need}</source>
        <translation>该数据集有 {bytes} 字节，但 {dtype} {shape} 需要 {need} 字节</translation>
    </message>
    <message>
        <location filename="../core/hdf5/hdf5indexreader.cpp" line="343"/>
        <source>not an HDF5 file the HDF5 library can open</source>
        <translation>不是 HDF5 库能打开的 HDF5 文件</translation>
    </message>
    <message>
        <location filename="../core/hdf5/hdf5indexreader.cpp" line="459"/>
        <source>the HDF5 library crashed reading the file (in a separate process, so nothing else was lost): the file is damaged</source>
        <translation>HDF5 库读取该文件时崩溃（在单独的进程中，其他内容未受影响）：文件已损坏</translation>
    </message>
    <message>
        <location filename="../core/history/filecheck.cpp" line="189"/>
        <source>not opened</source>
        <translation>未打开</translation>
    </message>
    <message>
        <location filename="../core/layout/sourceranks.cpp" line="18"/>
        <source>the source layout&apos;s full shape {source} differs from the destination&apos;s {destination}</source>
        <translation>源张量排布的完整形状 {source} 与目标的 {destination} 不同</translation>
    </message>
    <message>
        <location filename="../core/layout/sourceranks.cpp" line="27"/>
        <source>destination local rank {rank} is outside the stage&apos;s {ranks} ranks</source>
        <translation>目标阶段内卡号 {rank} 超出了该阶段的 {ranks} 张卡</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/layout/transformcontext.cpp" line="54"/>
        <source>destination rank {rank} is outside the {ranks} destination ranks ({stages} stage of {devices} devices)</source>
        <translation>
            <numerusform>目标卡 {rank} 不在 {ranks} 张目标卡之内（{stages} 个阶段，每阶段 {devices} 个设备）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/layout/transformcontext.cpp" line="61"/>
        <source>destination rank {rank} is outside the {ranks} destination ranks ({stages} stages of {devices} devices)</source>
        <translation>
            <numerusform>目标卡 {rank} 不在 {ranks} 张目标卡之内（{stages} 个阶段，每阶段 {devices} 个设备）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/layout/transformcontext.cpp" line="94"/>
        <source>no full shape is known (protobuf strategies record none; a rank&apos;s local shape gives it through TensorLayout::fullShapeFromLocal)</source>
        <translation>完整形状未知（protobuf 策略文件不记录它；可通过 TensorLayout::fullShapeFromLocal 由某张卡的本地形状得出）</translation>
    </message>
    <message>
        <location filename="../core/layout/transformsources.cpp" line="18"/>
        <source>the destination strategy lists no parameter layouts</source>
        <translation>目标策略中没有任何参数排布</translation>
    </message>
    <message>
        <location filename="../core/layout/transformsources.cpp" line="22"/>
        <source>the target strategy lists no parameter layouts</source>
        <translation>目标策略中没有任何参数排布</translation>
    </message>
    <message>
        <location filename="../core/layout/transformsources.cpp" line="25"/>
        <source>the run strategy lists no parameter layouts</source>
        <translation>训练的策略中没有任何参数排布</translation>
    </message>
    <message>
        <location filename="../core/layout/transformsources.cpp" line="28"/>
        <source>the opened strategy lists no parameter layouts</source>
        <translation>打开的策略中没有任何参数排布</translation>
    </message>
    <message>
        <location filename="../core/layout/transformsources.cpp" line="31"/>
        <source>the simulated strategy lists no parameter layouts</source>
        <translation>模拟的策略中没有任何参数排布</translation>
    </message>
    <message>
        <location filename="../core/layout/transformsources.cpp" line="35"/>
        <source>the network strategy lists no parameter layouts</source>
        <translation>网络的策略中没有任何参数排布</translation>
    </message>
    <message>
        <location filename="../core/layout/transformsources.cpp" line="38"/>
        <source>the checkpoint strategy lists no parameter layouts</source>
        <translation>检查点的策略中没有任何参数排布</translation>
    </message>
    <message>
        <location filename="../core/layout/transformsources.cpp" line="41"/>
        <source>the {role} strategy lists no parameter layouts</source>
        <translation>{role} 策略中没有任何参数排布</translation>
    </message>
    <message>
        <location filename="../core/layout/transformsources.cpp" line="65"/>
        <source>dev_matrix {dev_matrix} does not describe a number of devices</source>
        <translation>设备矩阵 {dev_matrix} 不能给出设备数</translation>
    </message>
    <message>
        <location filename="../core/layout/transformsources.cpp" line="77"/>
        <source>parameters &apos;{first}&apos; (dev_matrix {first_matrix}) and &apos;{second}&apos; (dev_matrix {second_matrix}) disagree on the number of devices per stage</source>
        <translation>参数 &apos;{first}&apos;（设备矩阵 {first_matrix}）与 &apos;{second}&apos;（设备矩阵 {second_matrix}）每个阶段的设备数不一致</translation>
    </message>
    <message>
        <location filename="../core/layout/transformsources.cpp" line="103"/>
        <source>the strategy describes {devices} devices x {stages} stages, more than {max} ranks</source>
        <translation>策略描述了 {devices} 个设备 x {stages} 个阶段，超过了 {max} 张卡</translation>
    </message>
    <message>
        <location filename="../core/logs/logdiscovery.cpp" line="248"/>
        <source>no training logs found (looked for rank_&lt;i&gt;.log, worker_&lt;i&gt;.log, device&lt;i&gt;/train.log&lt;i&gt;, rank_&lt;i&gt;/info.log, the log/, logs/, msrun_log/ and output/log/ folders, and *.log, *.csv and *.jsonl files)</source>
        <translation>未找到训练日志（查找了 rank_&lt;i&gt;.log、worker_&lt;i&gt;.log、device&lt;i&gt;/train.log&lt;i&gt;、rank_&lt;i&gt;/info.log，log/、logs/、msrun_log/ 和 output/log/ 文件夹，以及 *.log、*.csv 和 *.jsonl 文件）</translation>
    </message>
    <message>
        <location filename="../core/logs/logdiscovery.cpp" line="266"/>
        <source>not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <location filename="../core/logs/logfollower.cpp" line="32"/>
        <location filename="../core/util/mappedfile.cpp" line="150"/>
        <source>is a folder, not a file</source>
        <translation>是文件夹，不是文件</translation>
    </message>
    <message>
        <location filename="../core/stats/elementreader.cpp" line="128"/>
        <source>values of type map tensor cannot be shown as numbers</source>
        <translation>MapTensor 的值无法显示为数字</translation>
    </message>
    <message>
        <location filename="../core/stats/elementreader.cpp" line="130"/>
        <source>values of type {type} cannot be shown as numbers</source>
        <translation>{type} 类型的值无法显示为数字</translation>
    </message>
    <message>
        <location filename="../core/stats/elementreader.cpp" line="150"/>
        <source>the content holds {size} bytes, the shape needs more</source>
        <translation>内容只有 {size} 字节，形状需要更多</translation>
    </message>
    <message>
        <location filename="../core/stats/tensorcut.cpp" line="50"/>
        <source>the cut&apos;s dimensions do not fit the tensor</source>
        <translation>该截面的维度与张量不符</translation>
    </message>
    <message>
        <location filename="../core/stats/tensorcut.cpp" line="64"/>
        <source>index {index} is outside dimension {dim}</source>
        <translation>索引 {index} 超出了维度 {dim}</translation>
    </message>
    <message>
        <location filename="../core/stats/tensorcut.cpp" line="84"/>
        <source>page cancelled</source>
        <translation>分页已取消</translation>
    </message>
    <message>
        <location filename="../core/stats/tensorcut.cpp" line="103"/>
        <source>no stored slice holds an element of the page</source>
        <translation>没有存储的切片含有该页的元素</translation>
    </message>
    <message>
        <location filename="../core/stats/tensorsource.cpp" line="33"/>
        <source>rank {rank} has no file</source>
        <translation>卡 {rank} 没有文件</translation>
    </message>
    <message>
        <location filename="../core/stats/tensorsource.cpp" line="43"/>
        <source>the rank&apos;s file does not hold the parameter</source>
        <translation>该卡的文件中没有此参数</translation>
    </message>
    <message>
        <location filename="../core/stats/tensorsource.cpp" line="55"/>
        <source>no rank file holds the parameter</source>
        <translation>没有卡的文件含有此参数</translation>
    </message>
    <message>
        <location filename="../core/stats/tensorsource.cpp" line="90"/>
        <source>slice {slice} of shape {shape} is on no readable rank</source>
        <translation>形状为 {shape} 的切片 {slice} 不在任何可读的卡上</translation>
    </message>
    <message>
        <location filename="../core/stats/tensorstats.cpp" line="57"/>
        <source>statistics cancelled</source>
        <translation>统计已取消</translation>
    </message>
    <message>
        <location filename="../core/synth/synthdamage.cpp" line="30"/>
        <source>cannot truncate: {reason}</source>
        <translation>无法截断：{reason}</translation>
    </message>
    <message>
        <location filename="../core/synth/synthdamage.cpp" line="48"/>
        <source>cannot flip a byte</source>
        <translation>无法翻转字节</translation>
    </message>
    <message>
        <location filename="../core/synth/synthdamage.cpp" line="68"/>
        <source>cannot read the size: {reason}</source>
        <translation>无法读取大小：{reason}</translation>
    </message>
    <message>
        <location filename="../core/synth/synthdamage.cpp" line="84"/>
        <source>no tensor content to damage</source>
        <translation>没有可损坏的张量内容</translation>
    </message>
    <message>
        <location filename="../core/synth/synthdamage.cpp" line="108"/>
        <source>unknown damage &apos;{kind}&apos; (expected missing-newest, truncate, flip or temp, then :RANKS)</source>
        <translation>未知的损坏方式 &apos;{kind}&apos;（应为 missing-newest、truncate、flip 或 temp，后接 &apos;:RANKS&apos;）</translation>
    </message>
    <message>
        <location filename="../core/synth/synthdamage.cpp" line="115"/>
        <source>--damage {damage}: name the ranks, e.g. {kind}:3 or {kind}:12-15</source>
        <translation>--damage {damage}：请指定卡，例如 {kind}:3 或 {kind}:12-15</translation>
    </message>
    <message>
        <location filename="../core/synth/synthdamage.cpp" line="136"/>
        <source>cannot damage rank {rank}: no such file</source>
        <translation>无法损坏卡 {rank}：文件不存在</translation>
    </message>
    <message>
        <location filename="../core/synth/synthdamage.cpp" line="144"/>
        <source>cannot remove: {reason}</source>
        <translation>无法删除：{reason}</translation>
    </message>
    <message>
        <location filename="../core/synth/synthdamage.cpp" line="160"/>
        <source>cannot rename: {reason}</source>
        <translation>无法重命名：{reason}</translation>
    </message>
    <message>
        <location filename="../core/synth/synthrun.cpp" line="34"/>
        <source>cannot create the folder: {reason}</source>
        <translation>无法创建文件夹：{reason}</translation>
    </message>
    <message>
        <location filename="../core/synth/synthrun.cpp" line="210"/>
        <source>exists and is not a folder</source>
        <translation>已存在且不是文件夹</translation>
    </message>
    <message>
        <location filename="../core/synth/synthrun.cpp" line="216"/>
        <source>the folder is not empty; refusing to mix a synthetic run into it</source>
        <translation>文件夹不为空；拒绝把合成的训练目录混入其中</translation>
    </message>
    <message>
        <location filename="../core/synth/synthrun.cpp" line="219"/>
        <source>choose a new or empty folder, or let it replace same-named files (--force)</source>
        <translation>请选择新的或空的文件夹，或允许替换同名文件（--force）</translation>
    </message>
    <message>
        <location filename="../core/util/atomicfile.cpp" line="37"/>
        <location filename="../core/util/atomicfile.cpp" line="94"/>
        <source>write after commit or abort</source>
        <translation>在提交或放弃之后写入</translation>
    </message>
    <message>
        <location filename="../core/util/atomicfile.cpp" line="64"/>
        <source>commit after abort</source>
        <translation>在放弃之后提交</translation>
    </message>
    <message>
        <location filename="../core/util/atomicfile.cpp" line="85"/>
        <source>flush after commit or abort</source>
        <translation>在提交或放弃之后刷新</translation>
    </message>
    <message>
        <location filename="../core/util/atomicfile.cpp" line="99"/>
        <source>overwrite past the bytes written</source>
        <translation>覆写超出了已写入的字节</translation>
    </message>
    <message>
        <location filename="../core/util/mappedfile.cpp" line="86"/>
        <source>the file was cut short while it was being read (another program changed it, and then removed or replaced it)</source>
        <translation>文件在读取过程中被截短（另一个程序修改了它，随后又删除或替换了它）</translation>
    </message>
    <message>
        <location filename="../core/util/mappedfile.cpp" line="100"/>
        <source>the file could not be read while it was mapped (an I/O error)</source>
        <translation>文件映射期间无法读取（I/O 错误）</translation>
    </message>
    <message>
        <location filename="../core/util/mappedfile.cpp" line="107"/>
        <source>the file was cut short while it was being read: it has {now} bytes now, {then} when it was opened (another program changed it)</source>
        <translation>文件在读取过程中被截短：现在有 {now} 字节，打开时有 {then} 字节（另一个程序修改了它）</translation>
    </message>
    <message>
        <location filename="../core/util/mappedfile.cpp" line="161"/>
        <location filename="../core/util/mappedfile.cpp" line="268"/>
        <location filename="../core/util/mappedfile.cpp" line="281"/>
        <source>cannot map: {reason}</source>
        <translation>无法映射：{reason}</translation>
    </message>
    <message>
        <location filename="../core/util/ranklist.cpp" line="49"/>
        <source>rank list &apos;{list}&apos;: an empty item (expected ranks like 0-3,8)</source>
        <translation>卡列表 &apos;{list}&apos;：有空项（应为 0-3,8 这样的卡号）</translation>
    </message>
    <message>
        <location filename="../core/util/ranklist.cpp" line="58"/>
        <source>rank list &apos;{list}&apos;: &apos;{item}&apos; is not a rank number</source>
        <translation>卡列表 &apos;{list}&apos;：&apos;{item}&apos; 不是卡号</translation>
    </message>
    <message>
        <location filename="../core/util/ranklist.cpp" line="66"/>
        <source>rank list &apos;{list}&apos;: &apos;{item}&apos; is not a range like 0-3</source>
        <translation>卡列表 &apos;{list}&apos;：&apos;{item}&apos; 不是 0-3 这样的范围</translation>
    </message>
    <message>
        <location filename="../core/util/ranklist.cpp" line="71"/>
        <source>rank list &apos;{list}&apos;: the range &apos;{item}&apos; goes backwards</source>
        <translation>卡列表 &apos;{list}&apos;：范围 &apos;{item}&apos; 是倒序的</translation>
    </message>
    <message>
        <location filename="../core/util/ranklist.cpp" line="79"/>
        <source>rank list &apos;{list}&apos;: rank {rank} is too large</source>
        <translation>卡列表 &apos;{list}&apos;：卡 {rank} 过大</translation>
    </message>
    <message>
        <location filename="../core/util/ranklist.cpp" line="84"/>
        <source>rank list &apos;{list}&apos;: rank {rank} is out of range: the destination has {count} rank</source>
        <translation>卡列表 &apos;{list}&apos;：卡 {rank} 超出范围：目标只有 {count} 张卡</translation>
    </message>
    <message>
        <location filename="../core/util/ranklist.cpp" line="88"/>
        <source>rank list &apos;{list}&apos;: rank {rank} is out of range: the destination has {count} ranks</source>
        <translation>卡列表 &apos;{list}&apos;：卡 {rank} 超出范围：目标只有 {count} 张卡</translation>
    </message>
    <message>
        <location filename="../core/util/temporaryfile.cpp" line="115"/>
        <source>cannot create: {reason}</source>
        <translation>无法创建：{reason}</translation>
    </message>
    <message>
        <location filename="../core/util/temporaryfile.cpp" line="157"/>
        <source>publish after publish or discard</source>
        <translation>在发布或放弃之后发布</translation>
    </message>
    <message>
        <location filename="../core/util/temporaryfile.cpp" line="169"/>
        <source>cannot sync: {reason}</source>
        <translation>无法同步：{reason}</translation>
    </message>
    <message>
        <location filename="../core/util/temporaryfile.cpp" line="175"/>
        <source>cannot set permissions: {reason}</source>
        <translation>无法设置权限：{reason}</translation>
    </message>
    <message>
        <location filename="../core/util/temporaryfile.cpp" line="192"/>
        <source>cannot rename into place: {reason}</source>
        <translation>无法替换为正式文件：{reason}</translation>
    </message>
    <message>
        <location filename="../core/doctor/doctorinputs.cpp" line="75"/>
        <source>the check was cancelled</source>
        <translation>检查已取消</translation>
    </message>
    <message>
        <location filename="../core/doctor/doctorinputs.cpp" line="36"/>
        <source>give the network as exactly one of a NET.json, a destination strategy or a checkpoint</source>
        <translation>请只用以下一种方式给出网络：NET.json、目标策略文件或检查点</translation>
    </message>
    <message>
        <location filename="../core/doctor/doctorinputs.cpp" line="43"/>
        <source>the rank must not be negative</source>
        <translation>卡号不能为负数</translation>
    </message>
    <message>
        <location filename="../core/doctor/netspec.cpp" line="36"/>
        <source>cannot open the file</source>
        <translation>无法打开该文件</translation>
    </message>
    <message>
        <location filename="../core/doctor/netspec.cpp" line="64"/>
        <source>not valid JSON</source>
        <translation>不是有效的 JSON</translation>
    </message>
    <message>
        <location filename="../core/doctor/netspec.cpp" line="70"/>
        <source>expected an object {example}</source>
        <translation>应为对象 {example}</translation>
    </message>
    <message>
        <location filename="../core/doctor/netspec.cpp" line="79"/>
        <source>&apos;shape&apos; must be a list of integers</source>
        <translation>&apos;shape&apos; 必须是整数列表</translation>
    </message>
    <message>
        <location filename="../core/doctor/netspec.cpp" line="88"/>
        <source>&apos;shape&apos; must be a list of non-negative integers</source>
        <translation>&apos;shape&apos; 必须是非负整数列表</translation>
    </message>
    <message>
        <location filename="../core/doctor/netspec.cpp" line="98"/>
        <source>&apos;dtype&apos; must be a string such as {example}</source>
        <translation>&apos;dtype&apos; 必须是字符串，例如 {example}</translation>
    </message>
    <message>
        <location filename="../core/doctor/netspec.cpp" line="125"/>
        <source>rank {rank} is not in the strategy, which has {ranks} ranks</source>
        <translation>卡 {rank} 不在策略中，该策略共有 {ranks} 张卡</translation>
    </message>
    <message>
        <location filename="../core/doctor/netspec.cpp" line="154"/>
        <source>the strategy records no full shapes (tensor_shape), so the network&apos;s shapes cannot be known: protobuf strategy files never record them. Save the strategy as JSON (a strategy_ckpt_config file name ending in .json), or describe the network with --net NET.json</source>
        <translation>策略文件没有记录完整形状（tensor_shape），因此无法得知网络的形状：protobuf 格式的策略文件从不记录完整形状。请将策略保存为 JSON（strategy_ckpt_config 的文件名以 .json 结尾），或用 --net NET.json 描述网络</translation>
    </message>
    <message>
        <location filename="../core/cluster/jobassignment.cpp" line="112"/>
        <source>destination rank {rank} is not in the rank table, which has {ranks} ranks</source>
        <translation>目标卡 {rank} 不在 rank table 中，该表只有 {ranks} 张卡</translation>
    </message>
    <message>
        <location filename="../core/cluster/jobassignment.cpp" line="135"/>
        <source>server &apos;{server}&apos; holds destination ranks {ranks} but no process runs there (processes: {where})</source>
        <translation>服务器 &apos;{server}&apos; 上有目标卡 {ranks}，但该服务器上没有进程（各进程：{where}）</translation>
    </message>
    <message>
        <location filename="../core/formats/placeholders.cpp" line="65"/>
        <source>the table is a template: {items} and {more} more are placeholders where an address belongs; fill in the real addresses before the table places ranks on hosts</source>
        <translation>该表是模板：{items} 等另外 {more} 项是应填地址处的占位符；请先填入真实地址，再用该表把卡分配到主机上</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/formats/placeholders.cpp" line="76"/>
        <source>the table is a template: {items} are placeholders where an address belongs; fill in the real addresses before the table places ranks on hosts</source>
        <translation>
            <numerusform>该表是模板：{items} 是应填地址处的占位符；请先填入真实地址，再用该表把卡分配到主机上</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/convert/strategysimulator.cpp" line="33"/>
        <source>the spec gives {sizes} axis sizes but the main dev_matrix {matrix} has {axes} axes</source>
        <translation>
            <numerusform>规格给出了 {sizes} 个轴的大小，但主设备矩阵 {matrix} 有 {axes} 个轴</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/convert/strategysimulator.cpp" line="45"/>
        <source>axis {axis} of the spec has size {size}; every axis needs at least 1 device</source>
        <translation>规格中轴 {axis} 的大小为 {size}；每个轴至少需要 1 个设备</translation>
    </message>
    <message>
        <location filename="../core/convert/strategysimulator.cpp" line="52"/>
        <source>the spec asks for {stages} pipeline stages; give at least 1, or 0 to keep the source&apos;s</source>
        <translation>规格要求 {stages} 个流水线阶段；请至少给 1，或给 0 以保持源的阶段数</translation>
    </message>
    <message>
        <location filename="../core/convert/strategysimulator.cpp" line="58"/>
        <source>optimizer shard size {size} is not one MindSpore accepts (expected -1 to keep the source&apos;s, 0 for off, or a size above 1)</source>
        <translation>优化器分片大小 {size} 不被 MindSpore 接受（应为 -1 表示保持源的设置、0 表示关闭，或大于 1 的大小）</translation>
    </message>
    <message>
        <location filename="../core/convert/strategysimulator.cpp" line="257"/>
        <location filename="../core/layout/transformsources.cpp" line="15"/>
        <source>the source strategy lists no parameter layouts</source>
        <translation>源策略中没有任何参数排布</translation>
    </message>
    <message>
        <location filename="../core/convert/strategysimulator.cpp" line="274"/>
        <source>the spec asks for dev_matrix {matrix} x {stages} stages, more than {max} ranks</source>
        <translation>规格要求设备矩阵 {matrix} x {stages} 个阶段，超过了 {max} 张卡</translation>
    </message>
    <message>
        <location filename="../core/fit/fitsearch.cpp" line="53"/>
        <source>--cards must be between 1 and 1048576, not {cards}</source>
        <translation>--cards 必须在 1 到 1048576 之间，而不是 {cards}</translation>
    </message>
    <message>
        <location filename="../core/formats/groupinfo.cpp" line="100"/>
        <source>a group information file (group_ckpt_save_file), not a checkpoint or a strategy file: {n} communication groups, and a restore reads ranks {ranks}. MindSpore reads it with restore_group_info_list; resharding needs the strategy file (strategy_ckpt_save_file) instead</source>
        <translation>这是通信组信息文件（group_ckpt_save_file），不是检查点或策略文件：其中有 {n} 个通信组，恢复时读取卡 {ranks}。MindSpore 用 restore_group_info_list 读取它；重新切分需要的是策略文件（strategy_ckpt_save_file）</translation>
    </message>
    <message>
        <location filename="../core/formats/groupinfo.cpp" line="109"/>
        <source>a group information file (group_ckpt_save_file), not a checkpoint or a strategy file: {n} communication groups, and a restore reads ranks (none). MindSpore reads it with restore_group_info_list; resharding needs the strategy file (strategy_ckpt_save_file) instead</source>
        <translation>这是通信组信息文件（group_ckpt_save_file），不是检查点或策略文件：其中有 {n} 个通信组，恢复时不读取任何卡。MindSpore 用 restore_group_info_list 读取它；重新切分需要的是策略文件（strategy_ckpt_save_file）</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/formats/groupinfo.cpp" line="123"/>
        <source>a group information file (group_ckpt_save_file), not a checkpoint or a strategy file: {n} communication groups ({groups}), and a restore reads ranks {ranks}. MindSpore reads it with restore_group_info_list; resharding needs the strategy file (strategy_ckpt_save_file) instead</source>
        <translation>
            <numerusform>这是通信组信息文件（group_ckpt_save_file），不是检查点或策略文件：其中有 {n} 个通信组（{groups}），恢复时读取卡 {ranks}。MindSpore 用 restore_group_info_list 读取它；重新切分需要的是策略文件（strategy_ckpt_save_file）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/formats/groupinfo.cpp" line="135"/>
        <source>a group information file (group_ckpt_save_file), not a checkpoint or a strategy file: {n} communication groups ({groups}), and a restore reads ranks (none). MindSpore reads it with restore_group_info_list; resharding needs the strategy file (strategy_ckpt_save_file) instead</source>
        <translation>
            <numerusform>这是通信组信息文件（group_ckpt_save_file），不是检查点或策略文件：其中有 {n} 个通信组（{groups}），恢复时不读取任何卡。MindSpore 用 restore_group_info_list 读取它；重新切分需要的是策略文件（strategy_ckpt_save_file）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/formats/mindformersoutput.cpp" line="204"/>
        <source>this MindFormers output folder holds {count} runs ({runs}); open one of them</source>
        <translation>这个 MindFormers 输出文件夹包含 {count} 个训练（{runs}）；请打开其中一个</translation>
    </message>
    <message>
        <location filename="../core/formats/plainstreamsource.cpp" line="53"/>
        <source>a record field of {size} bytes to read, longer than a block (not a MindSpore checkpoint)</source>
        <translation>要读取的记录字段长 {size} 字节，超过了一个块（不是 MindSpore 检查点）</translation>
    </message>
    <message>
        <location filename="../core/layout/tensorlayout.cpp" line="53"/>
        <source>the layout has no dev_matrix</source>
        <translation>排布中缺少设备矩阵 &apos;dev_matrix&apos;</translation>
    </message>
    <message>
        <location filename="../core/layout/tensorlayout.cpp" line="61"/>
        <source>dev_matrix {matrix} has an axis of size {size}</source>
        <translation>设备矩阵 {matrix} 中有大小为 {size} 的轴</translation>
    </message>
    <message>
        <location filename="../core/layout/tensorlayout.cpp" line="67"/>
        <source>dev_matrix {matrix} has more devices than a rank number can hold</source>
        <translation>设备矩阵 {matrix} 的设备数超出了卡号能表示的范围</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/layout/tensorlayout.cpp" line="99"/>
        <source>tensor_map entry {entry} lists {axes} device axes but the layout is not nested</source>
        <translation>
            <numerusform>张量映射第 {entry} 项列出了 {axes} 个设备轴，但该排布不是嵌套的</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/layout/tensorlayout.cpp" line="116"/>
        <source>tensor_map entry {entry} contains {value} (expected -1 or a device axis)</source>
        <translation>张量映射第 {entry} 项包含 {value}（应为 -1 或设备轴）</translation>
    </message>
    <message>
        <location filename="../core/layout/tensorlayout.cpp" line="119"/>
        <source>tensor_map entry {entry} is {value} (expected -1 or a device axis)</source>
        <translation>张量映射第 {entry} 项为 {value}（应为 -1 或设备轴）</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/layout/tensorlayout.cpp" line="128"/>
        <source>tensor_map entry {entry} names device axis {axis} but dev_matrix {matrix} has {axes} axes</source>
        <translation>
            <numerusform>张量映射第 {entry} 项指定了设备轴 {axis}，但设备矩阵 {matrix} 只有 {axes} 个轴</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/layout/tensorlayout.cpp" line="143"/>
        <source>tensor_map value {value} is used twice in entry {entry}: a device axis can split only one dimension</source>
        <translation>张量映射的值 {value} 在第 {entry} 项中用了两次：一个设备轴只能切分一个维度</translation>
    </message>
    <message>
        <location filename="../core/layout/tensorlayout.cpp" line="148"/>
        <source>tensor_map value {value} is used twice (entry {first} and entry {entry}): a device axis can split only one dimension</source>
        <translation>张量映射的值 {value} 用了两次（第 {first} 项和第 {entry} 项）：一个设备轴只能切分一个维度</translation>
    </message>
    <message>
        <location filename="../core/layout/tensorlayout.cpp" line="174"/>
        <source>optimizer shard size {size} is invalid (expected -1, 0 or a positive size)</source>
        <translation>优化器分片大小 {size} 无效（应为 -1、0 或正数）</translation>
    </message>
    <message>
        <location filename="../core/layout/tensorlayout.cpp" line="181"/>
        <source>optimizer shard step {step} is invalid (expected 0 or a positive stride)</source>
        <translation>优化器分片步长 {step} 无效（应为 0 或正的步长）</translation>
    </message>
    <message>
        <location filename="../core/layout/tensorlayout.cpp" line="202"/>
        <source>optimizer shard size {size} does not divide the replica group size {group} (dev_matrix {matrix} has no replica axis)</source>
        <translation>优化器分片大小 {size} 不能整除副本组大小 {group}（设备矩阵 {matrix} 没有副本轴）</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/layout/tensorlayout.cpp" line="212"/>
        <source>optimizer shard size {size} does not divide the replica group size {group} (replica axes: device axes {axes} of dev_matrix {matrix})</source>
        <translation>
            <numerusform>优化器分片大小 {size} 不能整除副本组大小 {group}（副本轴：设备矩阵 {matrix} 的设备轴 {axes}）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/layout/tensorlayout.cpp" line="226"/>
        <source>optimizer shard step {step} does not match the replica axis (device axis {axis} of dev_matrix {matrix}, whose neighbouring ranks are {apart} apart)</source>
        <translation>优化器分片步长 {step} 与副本轴不符（设备矩阵 {matrix} 的设备轴 {axis}，其相邻卡的卡号相差 {apart}）</translation>
    </message>
    <message>
        <location filename="../core/layout/tensorlayout.cpp" line="247"/>
        <source>dimension {dim} of the local shape {shape} is negative</source>
        <translation>本地形状 {shape} 的维度 {dim} 为负数</translation>
    </message>
    <message>
        <location filename="../core/layout/tensorlayout.cpp" line="249"/>
        <source>dimension {dim} of the full shape {shape} is negative</source>
        <translation>完整形状 {shape} 的维度 {dim} 为负数</translation>
    </message>
    <message>
        <location filename="../core/layout/tensorlayout.cpp" line="256"/>
        <source>optimizer shard size {size} needs a dimension 0 to cut but the tensor is a scalar</source>
        <translation>优化器分片大小 {size} 需要切分维度 0，但该张量是标量</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/layout/tensorlayout.cpp" line="269"/>
        <source>tensor_map has {entries} entry but the full shape {shape} has {dims} dimensions</source>
        <translation>
            <numerusform>张量映射有 {entries} 项，但完整形状 {shape} 有 {dims} 个维度</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/layout/tensorlayout.cpp" line="275"/>
        <source>tensor_map has {entries} entries but the full shape {shape} has {dims} dimensions</source>
        <translation>
            <numerusform>张量映射有 {entries} 项，但完整形状 {shape} 有 {dims} 个维度</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/layout/tensorlayout.cpp" line="281"/>
        <source>tensor_map has {entries} entry but the local shape {shape} has {dims} dimensions</source>
        <translation>
            <numerusform>张量映射有 {entries} 项，但本地形状 {shape} 有 {dims} 个维度</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/layout/tensorlayout.cpp" line="287"/>
        <source>tensor_map has {entries} entries but the local shape {shape} has {dims} dimensions</source>
        <translation>
            <numerusform>张量映射有 {entries} 项，但本地形状 {shape} 有 {dims} 个维度</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/layout/tensorlayout.cpp" line="315"/>
        <source>dimension {dim} (size {size}) does not divide by {parts} (device axes {axes} of dev_matrix {matrix})</source>
        <translation>
            <numerusform>维度 {dim}（大小 {size}）不能被 {parts} 整除（设备矩阵 {matrix} 的设备轴 {axes}）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/layout/tensorlayout.cpp" line="332"/>
        <source>optimizer shard size {size} does not divide the model-parallel slice&apos;s dimension 0 ({dim})</source>
        <translation>优化器分片大小 {size} 不能整除模型并行切片的维度 0（{dim}）</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/logs/logloader.cpp" line="17"/>
        <source>no training-log points in {lines} lines</source>
        <translation>
            <numerusform>{lines} 行中没有训练日志数据点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/logs/logloader.cpp" line="20"/>
        <source>no training-log points in {lines} lines ({na} with loss N/A)</source>
        <translation>
            <numerusform>{lines} 行中没有训练日志数据点（{na} 行的 loss 为 N/A）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/logs/logloader.cpp" line="25"/>
        <source>no training-log points in {lines} lines ({unread} unread)</source>
        <translation>
            <numerusform>{lines} 行中没有训练日志数据点（{unread} 行未能读取）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/logs/logloader.cpp" line="31"/>
        <source>no training-log points in {lines} lines ({unread} unread; line {line}: {problem}: {detail})</source>
        <translation>
            <numerusform>{lines} 行中没有训练日志数据点（{unread} 行未能读取；第 {line} 行：{problem}：{detail}）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/logs/logloader.cpp" line="37"/>
        <source>no training-log points in {lines} lines ({na} with loss N/A, {unread} unread)</source>
        <translation>
            <numerusform>{lines} 行中没有训练日志数据点（{na} 行的 loss 为 N/A，{unread} 行未能读取）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/logs/logloader.cpp" line="44"/>
        <source>no training-log points in {lines} lines ({na} with loss N/A, {unread} unread; line {line}: {problem}: {detail})</source>
        <translation>
            <numerusform>{lines} 行中没有训练日志数据点（{na} 行的 loss 为 N/A，{unread} 行未能读取；第 {line} 行：{problem}：{detail}）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/logs/logloader.cpp" line="157"/>
        <source>no training-log points in any log found</source>
        <translation>找到的日志中都没有训练日志数据点</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/logs/logloader.cpp" line="165"/>
        <source>no training-log points in any log found ({files} files; {error})</source>
        <translation>
            <numerusform>找到的日志中都没有训练日志数据点（{files} 个文件；{error}）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/synth/synthmodel.cpp" line="109"/>
        <source>layers must be between 1 and {max}, not {value}</source>
        <translation>层数必须在 1 到 {max} 之间，而不是 {value}</translation>
    </message>
    <message>
        <location filename="../core/synth/synthmodel.cpp" line="111"/>
        <source>hidden size must be between 1 and {max}, not {value}</source>
        <translation>隐藏层大小必须在 1 到 {max} 之间，而不是 {value}</translation>
    </message>
    <message>
        <location filename="../core/synth/synthmodel.cpp" line="114"/>
        <source>vocabulary size must be between 1 and {max}, not {value}</source>
        <translation>词表大小必须在 1 到 {max} 之间，而不是 {value}</translation>
    </message>
    <message>
        <location filename="../core/synth/synthmodel.cpp" line="117"/>
        <source>sequence length must be between 1 and {max}, not {value}</source>
        <translation>序列长度必须在 1 到 {max} 之间，而不是 {value}</translation>
    </message>
    <message>
        <location filename="../core/synth/synthmodel.cpp" line="120"/>
        <source>data parallel (dp) must be between 1 and {max}, not {value}</source>
        <translation>数据并行（dp）必须在 1 到 {max} 之间，而不是 {value}</translation>
    </message>
    <message>
        <location filename="../core/synth/synthmodel.cpp" line="123"/>
        <source>model parallel (mp) must be between 1 and {max}, not {value}</source>
        <translation>模型并行（mp）必须在 1 到 {max} 之间，而不是 {value}</translation>
    </message>
    <message>
        <location filename="../core/synth/synthmodel.cpp" line="126"/>
        <source>pipeline stages (pp) must be between 1 and {max}, not {value}</source>
        <translation>流水线阶段数（pp）必须在 1 到 {max} 之间，而不是 {value}</translation>
    </message>
    <message>
        <location filename="../core/synth/synthmodel.cpp" line="130"/>
        <source>epochs must be between 1 and {max}, not {value}</source>
        <translation>轮次必须在 1 到 {max} 之间，而不是 {value}</translation>
    </message>
    <message>
        <location filename="../core/synth/synthmodel.cpp" line="132"/>
        <source>steps per epoch must be between 1 and {max}, not {value}</source>
        <translation>每轮步数必须在 1 到 {max} 之间，而不是 {value}</translation>
    </message>
    <message>
        <location filename="../core/synth/synthmodel.cpp" line="135"/>
        <source>saved steps must be between 1 and {max}, not {value}</source>
        <translation>保存点数量必须在 1 到 {max} 之间，而不是 {value}</translation>
    </message>
    <message>
        <location filename="../core/synth/synthmodel.cpp" line="144"/>
        <source>{saves} saved steps do not fit in {steps} training steps</source>
        <translation>{steps} 个训练步中放不下 {saves} 个保存点</translation>
    </message>
    <message>
        <location filename="../core/synth/synthmodel.cpp" line="149"/>
        <source>keep_checkpoint_max must be 0 (keep all) or more, not {value}</source>
        <translation>keep_checkpoint_max 必须不小于 0（0 表示全部保留），而不是 {value}</translation>
    </message>
    <message>
        <location filename="../core/synth/synthmodel.cpp" line="155"/>
        <source>dp x mp x pp = {ranks} ranks; at most 65536 are supported</source>
        <translation>dp x mp x pp = {ranks} 张卡；最多支持 65536 张</translation>
    </message>
    <message>
        <location filename="../core/synth/synthmodel.cpp" line="161"/>
        <source>unknown dtype &apos;{dtype}&apos; (expected fp32, fp16 or bf16)</source>
        <translation>未知的数据类型 &apos;{dtype}&apos;（应为 fp32、fp16 或 bf16）</translation>
    </message>
    <message>
        <location filename="../core/synth/synthmodel.cpp" line="166"/>
        <source>pipeline stages (pp) {pp} do not divide the {layers} layers evenly</source>
        <translation>流水线阶段数（pp）{pp} 不能均分 {layers} 层</translation>
    </message>
    <message>
        <location filename="../core/synth/synthmodel.cpp" line="172"/>
        <source>model parallel (mp) {mp} does not divide the hidden size {hidden}</source>
        <translation>模型并行（mp）{mp} 不能整除隐藏层大小 {hidden}</translation>
    </message>
    <message>
        <location filename="../core/synth/synthmodel.cpp" line="178"/>
        <source>optimizer shard size must be 0 (off) or positive, not {value}</source>
        <translation>优化器分片大小必须为 0（关闭）或正数，而不是 {value}</translation>
    </message>
    <message>
        <location filename="../core/synth/synthmodel.cpp" line="184"/>
        <source>optimizer shard size {size} does not divide data parallel (dp) {dp}: the shards are cut from the data-parallel replicas</source>
        <translation>优化器分片大小 {size} 不能整除数据并行（dp）{dp}：分片是从数据并行的副本中切出的</translation>
    </message>
    <message>
        <location filename="../core/synth/synthmodel.cpp" line="219"/>
        <source>unknown preset &apos;{preset}&apos; (expected tiny, small, medium or large)</source>
        <translation>未知的预设 &apos;{preset}&apos;（应为 tiny、small、medium 或 large）</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="105"/>
        <source>not valid JSON at line {line}, column {column}: a string with control character {character}: write it as {escape}</source>
        <translation>不是有效的 JSON：第 {line} 行第 {column} 列：字符串中有控制字符 {character}：应写作 {escape}</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="119"/>
        <source>not valid JSON at line {line}, column {column}: {problem}</source>
        <translation>不是有效的 JSON：第 {line} 行第 {column} 列：{problem}</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="146"/>
        <source>not valid JSON at line {line}, column {column}: the text ends, expected {expected}</source>
        <translation>不是有效的 JSON：第 {line} 行第 {column} 列：文本已结束，应为{expected}</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="153"/>
        <source>not valid JSON at line {line}, column {column}: found {found}, expected {expected}</source>
        <translation>不是有效的 JSON：第 {line} 行第 {column} 列：遇到{found}，应为{expected}</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="197"/>
        <source>found {found}, expected {expected}</source>
        <translation>遇到{found}，应为{expected}</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="204"/>
        <source>list index {index} is out of range</source>
        <translation>列表下标 {index} 超出范围</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="208"/>
        <source>the key &apos;{key}&apos; is missing</source>
        <translation>缺少键 &apos;{key}&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="214"/>
        <source>not valid JSON: the number {number} is too large</source>
        <translation>不是有效的 JSON：数字 {number} 太大</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="219"/>
        <source>the JSON cannot be read (nlohmann::json error {id})</source>
        <translation>无法读取该 JSON（nlohmann::json 错误 {id}）</translation>
    </message>
    <message>
        <location filename="../core/cluster/processwork.cpp" line="154"/>
        <source>conversion cancelled during verification</source>
        <translation>转换在校验时被取消</translation>
    </message>
    <message>
        <location filename="../core/inspect/joinparams.cpp" line="108"/>
        <source>rank {rank} holds shape {held}, the strategy gives {expected}</source>
        <translation>卡 {rank} 上的形状为 {held}，但策略文件给出的形状是 {expected}</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/demofolder.cpp" line="48"/>
        <location filename="../widgets/models/common/demofolder.cpp" line="54"/>
        <source>cannot create folder</source>
        <translation>无法创建文件夹</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/demofolder.cpp" line="64"/>
        <source>cannot write file</source>
        <translation>无法写入文件</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/demofolder.cpp" line="84"/>
        <source>cannot move the demo into place</source>
        <translation>无法将演示数据移动到位</translation>
    </message>
    <message>
        <location filename="../core/cluster/jobmessages.cpp" line="78"/>
        <source>a process sent an unreadable greeting</source>
        <translation>有进程发来了无法读取的问候消息</translation>
    </message>
    <message>
        <location filename="../core/convert/planproblems.cpp" line="10"/>
        <source>nothing written: fix the errors above first</source>
        <translation>未写入任何文件：请先修正上面的错误</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/jobrunner.h" line="96"/>
        <source>unexpected failure: {error}</source>
        <translation>意外失败：{error}</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/jobrunner.h" line="101"/>
        <source>unexpected failure</source>
        <translation>意外失败</translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/playgroundrun.cpp" line="59"/>
        <source>a synthetic run of {cards} cards would write {bytes} even with one layer per stage (at most {most}): choose fewer cards</source>
        <translation>{cards} 张卡的合成训练即使每个阶段只有一层，也要写入 {bytes}（上限 {most}）：请减少卡数</translation>
    </message>
</context>
<context>
    <name>ErrorPiece</name>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="89"/>
        <source>(a list)</source>
        <translation>（列表）</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="92"/>
        <source>(an object)</source>
        <translation>（对象）</translation>
    </message>
    <message>
        <location filename="../core/formats/ranktableparser.cpp" line="328"/>
        <source>server &apos;{server}&apos;</source>
        <translation>服务器 &apos;{server}&apos;</translation>
    </message>
    <message>
        <location filename="../core/doctor/layercounter.cpp" line="74"/>
        <location filename="../core/history/stepspec.cpp" line="36"/>
        <location filename="../core/run/stepselection.cpp" line="214"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../core/history/stepspec.cpp" line="48"/>
        <source>... {list}</source>
        <translation>……{list}</translation>
    </message>
    <message>
        <location filename="../core/util/messagepiece.cpp" line="15"/>
        <source>{list}, {item}</source>
        <translation>{list}、{item}</translation>
    </message>
    <message>
        <location filename="../core/util/messagepiece.cpp" line="16"/>
        <source>{list} and {item}</source>
        <translation>{list} 和 {item}</translation>
    </message>
    <message>
        <location filename="../core/util/messagepiece.cpp" line="17"/>
        <source>{list} or {item}</source>
        <translation>{list} 或 {item}</translation>
    </message>
    <message>
        <location filename="../core/util/messagepiece.cpp" line="18"/>
        <source>{list}; {item}</source>
        <translation>{list}；{item}</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/messagepiece.cpp" line="123"/>
        <source>{list} and {more} more</source>
        <translation>
            <numerusform>{list} 等（另有 {more} 个）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/cluster/hostselect.cpp" line="32"/>
        <source>{list}, ... ({count} servers)</source>
        <translation>
            <numerusform>{list}……（共 {count} 台服务器）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/cluster/jobassignment.cpp" line="46"/>
        <source>{count} on {server}</source>
        <translation>{server} 上 {count} 个</translation>
    </message>
    <message>
        <location filename="../core/cluster/jobassignment.cpp" line="52"/>
        <source>{count} on no server of the table</source>
        <translation>不在表中任何服务器上的 {count} 个</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/formats/groupinfo.cpp" line="39"/>
        <source>{list},... ({count} ranks)</source>
        <translation>
            <numerusform>{list}……（共 {count} 张卡）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/formats/groupinfo.cpp" line="55"/>
        <source>{group}: ranks {ranks}</source>
        <translation>{group}：卡 {ranks}</translation>
    </message>
    <message>
        <location filename="../core/formats/groupinfo.cpp" line="64"/>
        <source>{list}; ...</source>
        <translation>{list}；……</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/run/stepselection.cpp" line="26"/>
        <source>ranks {ranks} hold {step}</source>
        <translation>
            <numerusform>卡 {ranks} 保存的是 {step}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/run/stepselection.cpp" line="97"/>
        <source>ranks {ranks}: {step}</source>
        <translation>
            <numerusform>卡 {ranks}：{step}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/run/stepselection.cpp" line="215"/>
        <source>no periodic save</source>
        <translation>没有定期保存的保存点</translation>
    </message>
    <message>
        <location filename="../core/history/filecheck.cpp" line="263"/>
        <source>&apos;{name}&apos; is not in {other}</source>
        <translation>&apos;{name}&apos; 不在 {other} 中</translation>
    </message>
    <message>
        <location filename="../core/history/filecheck.cpp" line="268"/>
        <source>&apos;{name}&apos; is {dtype} {shape} here, {other_dtype} {other_shape} in {other}</source>
        <translation>&apos;{name}&apos; 在此为 {dtype} {shape}，在 {other} 中为 {other_dtype} {other_shape}</translation>
    </message>
    <message>
        <location filename="../core/history/filecheck.cpp" line="282"/>
        <source>&apos;{name}&apos; of {other} is missing</source>
        <translation>缺少 {other} 中的 &apos;{name}&apos;</translation>
    </message>
    <message>
        <location filename="../core/history/filecheck.cpp" line="289"/>
        <source>{count} tensors here, {other_count} in {other}</source>
        <translation>此处有 {count} 个张量，{other} 中有 {other_count} 个</translation>
    </message>
    <message>
        <location filename="../core/history/filecheck.cpp" line="296"/>
        <source>the tensors are in another order than in {other}</source>
        <translation>张量的顺序与 {other} 中不同</translation>
    </message>
    <message>
        <location filename="../core/history/filereason.cpp" line="32"/>
        <source>truncated</source>
        <translation>不完整（截断）</translation>
    </message>
    <message>
        <location filename="../core/history/filereason.cpp" line="35"/>
        <source>encrypted</source>
        <translation>已加密</translation>
    </message>
    <message>
        <location filename="../core/history/filereason.cpp" line="37"/>
        <source>cannot be read</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <location filename="../core/history/filereason.cpp" line="41"/>
        <source>shape contradicts the strategy</source>
        <translation>形状与策略文件矛盾</translation>
    </message>
    <message>
        <location filename="../core/history/filereason.cpp" line="43"/>
        <source>tensor list differs from the rank&apos;s other steps</source>
        <translation>张量列表与该卡的其他保存点不同</translation>
    </message>
    <message>
        <location filename="../core/history/resumepicker.cpp" line="35"/>
        <source>only a leftover temporary (interrupted save)</source>
        <translation>只有残留的临时文件（保存被中断）</translation>
    </message>
    <message>
        <location filename="../core/history/resumepicker.cpp" line="39"/>
        <source>empty file</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <location filename="../core/history/resumepicker.cpp" line="43"/>
        <source>CRC mismatch</source>
        <translation>CRC 不匹配</translation>
    </message>
    <message>
        <location filename="../core/history/resumepicker.cpp" line="47"/>
        <source>still being written</source>
        <translation>仍在写入</translation>
    </message>
    <message>
        <location filename="../core/history/resumepicker.cpp" line="98"/>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../core/history/resumepicker.cpp" line="101"/>
        <source>&apos;{file}&apos;</source>
        <translation>“{file}”</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/history/resumepicker.cpp" line="106"/>
        <source>ranks {ranks} take {taken}</source>
        <translation>
            <numerusform>卡 {ranks} 取 {taken}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="24"/>
        <source>no JSON value (true, false, null, a number, a string, [ or {)</source>
        <translation>不是 JSON 值（true、false、null、数字、字符串、[ 或 {）</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="27"/>
        <source>a string without its closing quote</source>
        <translation>缺少右引号的字符串</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="29"/>
        <source>a string with a byte that is not UTF-8</source>
        <translation>含有非 UTF-8 字节的字符串</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="31"/>
        <source>a string with \u not followed by 4 hex digits</source>
        <translation>\u 后面不是 4 位十六进制数字的字符串</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="33"/>
        <location filename="../core/util/jsonerrortext.cpp" line="35"/>
        <source>a string with half of a UTF-16 surrogate pair</source>
        <translation>含有不成对的 UTF-16 代理项的字符串</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="37"/>
        <source>a string with a backslash before a character JSON does not escape</source>
        <translation>反斜杠后跟着 JSON 不能转义的字符的字符串</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="41"/>
        <source>a number without a digit after &apos;-&apos;</source>
        <translation>&apos;-&apos; 后面没有数字的数</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="43"/>
        <source>a number without a digit after &apos;.&apos;</source>
        <translation>&apos;.&apos; 后面没有数字的数</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="45"/>
        <source>a number without a digit in its exponent</source>
        <translation>指数部分没有数字的数</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="47"/>
        <source>a byte order mark that is not EF BB BF</source>
        <translation>不是 EF BB BF 的字节顺序标记</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="49"/>
        <source>a comment without its closing &apos;*/&apos;</source>
        <translation>缺少结尾 &apos;*/&apos; 的注释</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="51"/>
        <source>a &apos;/&apos; that starts no comment</source>
        <translation>不构成注释的 &apos;/&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="59"/>
        <source>a name in double quotes</source>
        <translation>双引号括起的键名</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="60"/>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="63"/>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="66"/>
        <source>a value</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="69"/>
        <source>nothing more</source>
        <translation>文本结束</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="111"/>
        <source>text that is not JSON</source>
        <translation>不是 JSON 的文本</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="165"/>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="168"/>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="171"/>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="229"/>
        <source>the number {number} is too large</source>
        <translation>数字 {number} 太大</translation>
    </message>
    <message>
        <location filename="../core/util/jsonerrortext.cpp" line="232"/>
        <source>nlohmann::json error {id}</source>
        <translation>nlohmann::json 错误 {id}</translation>
    </message>
    <message>
        <location filename="../core/cluster/clusterjob.cpp" line="137"/>
        <source>process {process} (host &apos;{host}&apos;): rank {rank}: {error}</source>
        <translation>进程 {process}（主机 &apos;{host}&apos;）：卡 {rank}：{error}</translation>
    </message>
    <message>
        <location filename="../core/cluster/clusterjob.cpp" line="143"/>
        <source>process {process} (host &apos;{host}&apos;): {error}</source>
        <translation>进程 {process}（主机 &apos;{host}&apos;）：{error}</translation>
    </message>
    <message>
        <location filename="../core/cluster/destinationranks.cpp" line="88"/>
        <source>host &apos;{host}&apos; (server #{server} of {table}): destination ranks none</source>
        <translation>主机 &apos;{host}&apos;（{table} 中的服务器 #{server}）：没有目标卡</translation>
    </message>
    <message>
        <location filename="../core/cluster/destinationranks.cpp" line="93"/>
        <source>host &apos;{host}&apos; (server #{server} of {table}): destination ranks {ranks}</source>
        <translation>主机 &apos;{host}&apos;（{table} 中的服务器 #{server}）：目标卡 {ranks}</translation>
    </message>
    <message>
        <location filename="../core/cluster/jobsummary.cpp" line="49"/>
        <source>parameter &apos;{param}&apos;: {issue}</source>
        <translation>参数 &apos;{param}&apos;：{issue}</translation>
    </message>
    <message>
        <location filename="../core/convert/simulatespec.cpp" line="125"/>
        <source>simulated: {spec}</source>
        <translation>模拟：{spec}</translation>
    </message>
    <message>
        <location filename="../core/doctor/configname.cpp" line="14"/>
        <source>a model dimension</source>
        <translation>某个模型维度</translation>
    </message>
    <message>
        <location filename="../core/doctor/configname.cpp" line="16"/>
        <source>feed-forward size</source>
        <translation>前馈层大小</translation>
    </message>
    <message>
        <location filename="../core/doctor/configname.cpp" line="18"/>
        <source>hidden size</source>
        <translation>隐藏层大小</translation>
    </message>
    <message>
        <location filename="../core/doctor/configname.cpp" line="20"/>
        <source>layer count</source>
        <translation>层数</translation>
    </message>
    <message>
        <location filename="../core/doctor/configname.cpp" line="22"/>
        <source>sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location filename="../core/doctor/configname.cpp" line="24"/>
        <source>vocabulary size</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <location filename="../core/doctor/doctorreport.cpp" line="123"/>
        <source>{count} split</source>
        <translation>并行切分 {count} 个</translation>
    </message>
    <message>
        <location filename="../core/doctor/doctorreport.cpp" line="125"/>
        <source>{count} config-change</source>
        <translation>模型配置不同 {count} 个</translation>
    </message>
    <message>
        <location filename="../core/doctor/doctorreport.cpp" line="127"/>
        <source>{count} shape-mismatch</source>
        <translation>形状不同 {count} 个</translation>
    </message>
    <message>
        <location filename="../core/doctor/doctorreport.cpp" line="129"/>
        <source>{count} scalar-shape</source>
        <translation>标量与张量不符 {count} 个</translation>
    </message>
    <message>
        <location filename="../core/doctor/doctorreport.cpp" line="131"/>
        <source>{count} dtype</source>
        <translation>数据类型不同 {count} 个</translation>
    </message>
    <message>
        <location filename="../core/doctor/doctorreport.cpp" line="133"/>
        <source>{count} dtype-converted</source>
        <translation>数据类型已转换 {count} 个</translation>
    </message>
    <message>
        <location filename="../core/doctor/doctorreport.cpp" line="135"/>
        <source>{count} prefix</source>
        <translation>名称前缀 {count} 个</translation>
    </message>
    <message>
        <location filename="../core/doctor/doctorreport.cpp" line="137"/>
        <source>{count} other-stage</source>
        <translation>其他流水线阶段 {count} 个</translation>
    </message>
    <message>
        <location filename="../core/doctor/doctorreport.cpp" line="139"/>
        <source>{count} renamed</source>
        <translation>已重命名 {count} 个</translation>
    </message>
    <message>
        <location filename="../core/doctor/doctorreport.cpp" line="141"/>
        <source>{count} missing</source>
        <translation>缺失 {count} 个</translation>
    </message>
    <message>
        <location filename="../core/doctor/doctorreport.cpp" line="143"/>
        <source>{count} not-a-tensor</source>
        <translation>不是张量 {count} 个</translation>
    </message>
    <message>
        <location filename="../core/doctor/doctorreport.cpp" line="145"/>
        <source>{count} saved-elsewhere</source>
        <translation>由其他卡保存 {count} 个</translation>
    </message>
    <message>
        <location filename="../core/doctor/doctorreport.cpp" line="147"/>
        <source>{count} redundancy-conflict</source>
        <translation>由多张卡重复保存 {count} 个</translation>
    </message>
    <message>
        <location filename="../core/doctor/doctorreport.cpp" line="184"/>
        <source>{count} load with a dtype conversion</source>
        <translation>{count} 个参数需转换数据类型后加载</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/doctor/doctorreport.cpp" line="190"/>
        <source>{count} checkpoint entries not loaded (ckpt_not_load)</source>
        <translation>
            <numerusform>检查点中有 {count} 个条目未加载（ckpt_not_load）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/doctor/doctorreport.cpp" line="196"/>
        <source>MindSpore raises at the first error, {param}</source>
        <translation>MindSpore 会在第一个错误处报错，即 {param}</translation>
    </message>
    <message>
        <location filename="../core/fit/fitmodel.cpp" line="444"/>
        <source>stage {stage} (rank {rank})</source>
        <translation>阶段 {stage}（卡 {rank}）</translation>
    </message>
    <message>
        <location filename="../core/fit/fitmodel.cpp" line="445"/>
        <source>rank {rank}</source>
        <translation>卡 {rank}</translation>
    </message>
    <message>
        <location filename="../core/history/runhistory.cpp" line="57"/>
        <source>{why} ({note})</source>
        <translation>{why}（{note}）</translation>
    </message>
    <message>
        <location filename="../core/history/runhistory.cpp" line="125"/>
        <source>epoch {epoch}, step {step}, global step {global}</source>
        <translation>第 {epoch} 轮第 {step} 步，全局第 {global} 步</translation>
    </message>
    <message>
        <location filename="../core/history/runhistory.cpp" line="129"/>
        <source>step {step}, global step {global}</source>
        <translation>第 {step} 步，全局第 {global} 步</translation>
    </message>
    <message>
        <location filename="../core/history/runhistory.cpp" line="134"/>
        <source>epoch {epoch}, step {step}</source>
        <translation>第 {epoch} 轮第 {step} 步</translation>
    </message>
    <message>
        <location filename="../core/history/runhistory.cpp" line="136"/>
        <source>step {step}</source>
        <translation>第 {step} 步</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/doctor/doctorpieces.cpp" line="129"/>
        <source>{config} {ckpt_value} -&gt; {net_value} ({params} parameters)</source>
        <translation>
            <numerusform>{config} {ckpt_value} → {net_value}（{params} 个参数）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/doctor/doctorpieces.cpp" line="104"/>
        <source>rank {rank}: {params}</source>
        <translation>卡 {rank}：{params} 个</translation>
    </message>
    <message>
        <location filename="../core/doctor/doctorpieces.cpp" line="64"/>
        <source>dim {dim} ({full}) is split {ways} ways over device {device} of dev_matrix {dev_matrix} and a further {opt} ways by optimizer sharding (opt_weight_shard_size {opt}); rank {rank} holds part {part}, optimizer shard {opt_index}, [{begin}, {end})</source>
        <translation>维度 {dim}（{full}）沿设备矩阵 {dev_matrix} 的{device} 切成 {ways} 份，并由优化器并行再切成 {opt} 片（opt_weight_shard_size {opt}）；卡 {rank} 持有第 {part} 份中的第 {opt_index} 个优化器分片，即 [{begin}, {end})</translation>
    </message>
    <message>
        <location filename="../core/doctor/doctorpieces.cpp" line="74"/>
        <source>dim {dim} ({full}) is split {ways} ways over device {device} of dev_matrix {dev_matrix}; rank {rank} holds part {part}, [{begin}, {end})</source>
        <translation>维度 {dim}（{full}）沿设备矩阵 {dev_matrix} 的{device} 切成 {ways} 份；卡 {rank} 持有第 {part} 份，即 [{begin}, {end})</translation>
    </message>
    <message>
        <location filename="../core/doctor/doctorpieces.cpp" line="82"/>
        <source>dim {dim} ({full}) is cut {opt} ways by optimizer sharding (opt_weight_shard_size {opt}); rank {rank} holds optimizer shard {opt_index}, [{begin}, {end})</source>
        <translation>维度 {dim}（{full}）由优化器并行切成 {opt} 片（opt_weight_shard_size {opt}）；卡 {rank} 持有第 {opt_index} 个优化器分片，即 [{begin}, {end})</translation>
    </message>
    <message>
        <location filename="../core/doctor/doctorpieces.cpp" line="88"/>
        <source>dim {dim} ({full}) is not split</source>
        <translation>维度 {dim}（{full}）未切分</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/doctor/doctorpieces.cpp" line="41"/>
        <source>axes {axes}</source>
        <translation>
            <numerusform>轴 {axes}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/doctor/doctorpieces.cpp" line="97"/>
        <source>dim {dim} {ckpt_value} -&gt; {net_value}</source>
        <translation>维度 {dim}：{ckpt_value} → {net_value}</translation>
    </message>
    <message>
        <location filename="../core/doctor/doctorpieces.cpp" line="142"/>
        <source>{config}: {ckpt_value} in the checkpoint, {net_value} in the network</source>
        <translation>{config}：检查点中为 {ckpt_value}，网络中为 {net_value}</translation>
    </message>
    <message>
        <location filename="../core/doctor/doctorpieces.cpp" line="154"/>
        <source>{config} {ckpt_value}</source>
        <translation>{config}为 {ckpt_value}</translation>
    </message>
    <message>
        <location filename="../core/doctor/doctorpieces.cpp" line="30"/>
        <source>({group}: {group_size} ranks)</source>
        <translation>（{group}：共 {group_size} 张卡）</translation>
    </message>
    <message>
        <location filename="../core/doctor/doctorpieces.cpp" line="17"/>
        <source>rank {first_rank}</source>
        <translation>卡 {first_rank}</translation>
    </message>
    <message>
        <location filename="../core/doctor/doctorpieces.cpp" line="21"/>
        <source>ranks {first_rank}-{last_rank}</source>
        <translation>卡 {first_rank}–{last_rank}</translation>
    </message>
    <message>
        <location filename="../core/inspect/splitpiece.cpp" line="22"/>
        <source>{list},{item}</source>
        <extracomment>Joins a list of device-matrix axes inside a split&apos;s description (&quot;0,2&quot;, &quot;dp,mp&quot;): no space, so that it does not read as the comma between two clauses.</extracomment>
        <translation>{list}、{item}</translation>
    </message>
    <message>
        <location filename="../core/inspect/splitpiece.cpp" line="63"/>
        <source>dim {dim} / {parts} over {axes}</source>
        <translation>维度 {dim} 按 {axes} 切 {parts} 份</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/inspect/splitpiece.cpp" line="70"/>
        <source>dim {dim} / {parts} over axes {axes}</source>
        <translation>
            <numerusform>维度 {dim} 按轴 {axes} 切 {parts} 份</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/inspect/splitpiece.cpp" line="79"/>
        <source>replicated ×{replicas}</source>
        <translation>副本 ×{replicas}</translation>
    </message>
    <message>
        <location filename="../core/inspect/splitpiece.cpp" line="85"/>
        <source>replicated ×{replicas} over {axes}</source>
        <translation>副本 ×{replicas}（{axes}）</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/inspect/splitpiece.cpp" line="92"/>
        <source>replicated ×{replicas} over axes {axes}</source>
        <translation>
            <numerusform>副本 ×{replicas}（轴 {axes}）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/inspect/splitpiece.cpp" line="110"/>
        <source>optimizer shard ×{opt}</source>
        <translation>优化器分片 ×{opt}</translation>
    </message>
    <message>
        <location filename="../core/inspect/splitpiece.cpp" line="114"/>
        <source>not split</source>
        <translation>未切分</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="15"/>
        <source>Cannot read</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="17"/>
        <source>Not found</source>
        <translation>找不到文件或文件夹</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="19"/>
        <source>Empty file</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="21"/>
        <source>File is truncated</source>
        <translation>文件不完整（已被截断）</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="23"/>
        <source>File is damaged</source>
        <translation>文件已损坏</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="25"/>
        <source>Invalid tensor shape</source>
        <translation>张量形状无效</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="27"/>
        <source>Tensor size does not match its shape</source>
        <translation>张量大小与形状不符</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="29"/>
        <source>Unknown data type</source>
        <translation>未知的数据类型</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="31"/>
        <source>CRC missing</source>
        <translation>缺少 CRC 校验码</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="33"/>
        <source>CRC check failed</source>
        <translation>CRC 校验失败</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="35"/>
        <source>File is encrypted</source>
        <translation>文件已加密</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="37"/>
        <source>Wrong key</source>
        <translation>密钥错误</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="39"/>
        <source>Not supported</source>
        <translation>暂不支持</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="41"/>
        <source>Invalid strategy file</source>
        <translation>策略文件无效</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="43"/>
        <source>Mixed formats</source>
        <translation>格式混用</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="45"/>
        <source>Invalid argument</source>
        <translation>参数无效</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="47"/>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="49"/>
        <source>Internal error (please report it)</source>
        <translation>内部错误（请报告此问题）</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="51"/>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="94"/>
        <source>%1: </source>
        <comment>the file an error is about</comment>
        <translation>%1：</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="97"/>
        <source>rank %1: </source>
        <translation>卡 %1：</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="100"/>
        <source>byte %1: </source>
        <translation>字节 %1：</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="103"/>
        <source>parameter &apos;%1&apos;: </source>
        <translation>参数 &apos;%1&apos;：</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="115"/>
        <source>%1 (%2)</source>
        <comment>an error and how to fix it</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/errortext.cpp" line="125"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>ExplainText</name>
    <message>
        <location filename="../widgets/models/common/explaintext.cpp" line="39"/>
        <source>%1 %2 is not in the strategy: it feeds no parallel operator, so every rank that has it stores the whole tensor (%3).</source>
        <translation>%1 %2 不在策略中：它不是任何并行算子的输入，因此持有它的每张卡都保存完整张量（%3）。</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/explaintext.cpp" line="43"/>
        <source>%1 %2 (%3): no strategy is open, so how it is split is not known; open the run&apos;s strategy file to see it.</source>
        <translation>%1 %2（%3）：未打开策略文件，无法得知其切分方式；请打开该训练的策略文件查看。</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/explaintext.cpp" line="49"/>
        <source>(shape not recorded)</source>
        <translation>（未记录形状）</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/explaintext.cpp" line="53"/>
        <source>How the strategy splits %1 %2: %3.</source>
        <translation>%1 %2 的切分方式：%3。</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/explaintext.cpp" line="56"/>
        <source>A replica is data parallelism: the ranks that hold the same part keep the same weights.</source>
        <translation>副本即数据并行：持有同一份的各卡上权重相同。</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/explaintext.cpp" line="61"/>
        <source>The optimizer shard splits each part again among its replicas, along dimension 0, so a rank stores only its own piece.</source>
        <translation>优化器分片将每一份沿维度 0 在其副本之间再切分，因此每张卡只保存属于自己的那一片。</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/explaintext.cpp" line="67"/>
        <source>The run was saved with remove_redundancy: of each %1 ranks holding the same part, only one saves it in its file, and MindFormers loads it from there for the others (metadata.json names the file).</source>
        <translation>本次训练为去冗余保存：持有同一份的每 %1 张卡中只有一张把它存入文件，MindFormers 加载时其余各卡从该文件读取（metadata.json 写明了文件）。</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/explaintext.cpp" line="71"/>
        <source>The run was saved with remove_redundancy: of each %1 ranks holding the same part, only one saves it in its file; loading with remove_redundancy=True gives it to the others.</source>
        <translation>本次训练为去冗余保存：持有同一份的每 %1 张卡中只有一张把它存入文件；以 remove_redundancy=True 去冗余加载时其余各卡从中获得。</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/explaintext.cpp" line="79"/>
        <source>%1 of its %2 model-parallel groups span servers (up to %3; %4 are on %5): every step exchanges those slices over the slower links between machines.</source>
        <translation>它的 %2 个模型并行组中有 %1 个跨越服务器（最多 %3 台；%4 位于 %5）：每一步都要经由较慢的机间链路交换这些切片。</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/explaintext.cpp" line="88"/>
        <source>Each of its %1 model-parallel groups stays on one server, so the slices are exchanged over the fast links inside a machine.</source>
        <translation>它的 %1 个模型并行组各自位于同一台服务器内，切片经由机内的高速链路交换。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/common/explaintext.cpp" line="93"/>
        <source>%Ln rank(s) of its stage are not in the rank table, so where their slices travel is not known.</source>
        <translation>
            <numerusform>其所在阶段有 %Ln 张卡不在 rank table 文件中，因此不知道它们的切片经由哪条链路传输。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/common/explaintext.cpp" line="100"/>
        <source>Every rank of pipeline stage %1 therefore stores %2 (%3).</source>
        <translation>综上，流水线阶段 %1 的每张卡保存 %2（%3）。</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/explaintext.cpp" line="104"/>
        <source>It lives on the ranks of pipeline stage %1.</source>
        <translation>它位于流水线阶段 %1 的各张卡上。</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/explaintext.cpp" line="109"/>
        <source>%1 %2</source>
        <comment>two sentences</comment>
        <extracomment>Two sentences one after the other; Chinese puts no space between them.</extracomment>
        <translation>%1%2</translation>
    </message>
</context>
<context>
    <name>ExplanationStrip</name>
    <message>
        <location filename="../widgets/shell/explanationstrip.cpp" line="45"/>
        <source>Show the whole explanation</source>
        <translation>展开完整说明</translation>
    </message>
    <message>
        <location filename="../widgets/shell/explanationstrip.cpp" line="46"/>
        <source>Fold the explanation to one line</source>
        <translation>将说明折叠为一行</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../widgets/export/exportdialog.cpp" line="50"/>
        <source>&amp;Show in folder</source>
        <translation>在文件夹中显示(&amp;S)</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportdialog.cpp" line="51"/>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportdialog.cpp" line="52"/>
        <location filename="../widgets/export/exportdialog.cpp" line="145"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportdialog.cpp" line="73"/>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportdialog.cpp" line="77"/>
        <source>Source: %1</source>
        <translation>源：%1</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportdialog.cpp" line="145"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportprogresspanel.cpp" line="47"/>
        <source>Cancelling: removing the unfinished file…</source>
        <translation>正在取消：删除未完成的文件…</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportdialog.cpp" line="240"/>
        <source>… and %1 more</source>
        <translation>… 以及另外 %1 个</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportdialog.cpp" line="246"/>
        <source>In %1:</source>
        <translation>位于 %1：</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportdialog.cpp" line="170"/>
        <source>The export failed: %1</source>
        <translation>导出失败：%1</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportdialog.cpp" line="171"/>
        <source>The export failed. %1</source>
        <translation>导出失败。%1</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportdialog.cpp" line="68"/>
        <source>Cancelled. No partial file was kept.</source>
        <translation>已取消，未保留不完整的文件。</translation>
    </message>
</context>
<context>
    <name>ExportForm</name>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="37"/>
        <source>&amp;Merged: full tensors assembled from the ranks</source>
        <translation>合并：由各卡数据拼接出完整张量(&amp;M)</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="38"/>
        <source>One &amp;rank:</source>
        <translation>单张卡(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="50"/>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="54"/>
        <source>&amp;Format:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="58"/>
        <source>&amp;Write to:</source>
        <translation>写入到(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="60"/>
        <source>Tensors</source>
        <translation>张量</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="66"/>
        <source>Rank</source>
        <translation>卡</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="71"/>
        <source>From:</source>
        <translation>来源：</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="77"/>
        <source>Names of the whole source; one rank may hold fewer</source>
        <translation>按整个源中的名称统计；单张卡持有的可能更少</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="81"/>
        <source>&amp;Parameters:</source>
        <translation>参数筛选(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="89"/>
        <source>the one parameter to write</source>
        <translation>要写入的单个参数</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="93"/>
        <source>P&amp;arameter:</source>
        <translation>单个参数(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportoptions.cpp" line="13"/>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="75"/>
        <source>regular expression (empty: every parameter)</source>
        <translation>正则表达式（留空：所有参数）</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportoptions.cpp" line="55"/>
        <source>Add a float&amp;32 copy of each BFloat16 tensor</source>
        <translation>为每个 BFloat16 张量添加 float32 副本(&amp;3)</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportoptions.cpp" line="57"/>
        <source>BFloat16 has no HDF5 type: it is stored as its 16-bit patterns, and this adds a float32 dataset holding the values</source>
        <translation>HDF5 没有 BFloat16 类型：它以 16 位原始位模式存储；勾选此项会额外添加一个保存其数值的 float32 数据集</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportoptions.cpp" line="61"/>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportoptions.cpp" line="62"/>
        <source>gzip level 1-9, after a byte shuffle</source>
        <translation>gzip 压缩级别 1-9，压缩前先进行字节重排（shuffle）</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportoptions.cpp" line="64"/>
        <source>A compressed file is smaller, but cannot be opened back here as a source.</source>
        <translation>压缩后的文件更小，但无法再在本程序中作为源打开。</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportoptions.cpp" line="73"/>
        <source>&amp;Compression:</source>
        <translation>压缩(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportoptions.cpp" line="84"/>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportoptions.cpp" line="85"/>
        <source>one file</source>
        <translation>单个文件</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportoptions.cpp" line="87"/>
        <source>Split into parts of at most this much data, with an index .json (0: one file)</source>
        <translation>拆分为多个分卷文件，每个分卷的数据量不超过此值，并附带索引 .json（0：单个文件）</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportoptions.cpp" line="88"/>
        <source>Write MindSpore&apos;s &amp;CRC (crc_num) in the metadata</source>
        <translation>在元数据中写入 MindSpore 的 CRC（crc_num）(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportoptions.cpp" line="94"/>
        <source>Largest part si&amp;ze:</source>
        <translation>单个分卷上限(&amp;Z)：</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportoptions.cpp" line="102"/>
        <source>Write BFloat16 values as float&amp;32</source>
        <translation>将 BFloat16 数值写为 float32(&amp;3)</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportoptions.cpp" line="104"/>
        <source>NumPy has no BFloat16: without this the file holds the 16-bit patterns</source>
        <translation>NumPy 没有 BFloat16 类型：不勾选此项时，文件中保存的是 16 位原始位模式</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="219"/>
        <source>not a valid regular expression</source>
        <translation>不是有效的正则表达式</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/export/exportform.cpp" line="224"/>
        <source>all %Ln parameter(s)</source>
        <translation>
            <numerusform>全部 %Ln 个参数</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/export/exportform.cpp" line="231"/>
        <source>%1 of %Ln parameter(s)</source>
        <translation>
            <numerusform>%1/%Ln 个参数</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="248"/>
        <source>Choose where to write the export.</source>
        <translation>请选择导出文件的写入位置。</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="251"/>
        <source>The file name must end in .h5, .hdf5, .safetensors or .npy.</source>
        <translation>文件名必须以 .h5、.hdf5、.safetensors 或 .npy 结尾。</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="255"/>
        <source>“%1” is a folder: name a file in it.</source>
        <translation>“%1”是文件夹：请在其中指定一个文件名。</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="258"/>
        <source>The export cannot replace its own source: choose another file.</source>
        <translation>导出文件不能替换其自身的源：请选择其他文件。</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="261"/>
        <source>Choose a rank, or Merged for full tensors.</source>
        <translation>请选择一张卡，或选择“合并”以导出完整张量。</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="266"/>
        <source>Pick one parameter for .npy: a .npy file holds one tensor.</source>
        <translation>请为 .npy 选择一个参数：一个 .npy 文件只能保存一个张量。</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="269"/>
        <source>No parameter is named “%1”.</source>
        <translation>没有名为“%1”的参数。</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="274"/>
        <source>The parameter filter is not a valid regular expression.</source>
        <translation>参数筛选条件不是有效的正则表达式。</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="277"/>
        <source>No parameter matches the filter.</source>
        <translation>没有参数匹配筛选条件。</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="285"/>
        <source>“%1” exists and will be replaced.</source>
        <translation>“%1”已存在，将被替换。</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="294"/>
        <source>HDF5 files (*.h5 *.hdf5)</source>
        <translation>HDF5 文件 (*.h5 *.hdf5)</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="297"/>
        <source>safetensors files (*.safetensors)</source>
        <translation>safetensors 文件 (*.safetensors)</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="300"/>
        <source>NumPy arrays (*.npy)</source>
        <translation>NumPy 数组 (*.npy)</translation>
    </message>
    <message>
        <location filename="../widgets/export/exportform.cpp" line="303"/>
        <source>Export to</source>
        <translation>导出到</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message>
        <location filename="../widgets/models/export/exporttext.cpp" line="40"/>
        <source>HDF5 (.h5)</source>
        <translation>HDF5 (.h5)</translation>
    </message>
    <message>
        <location filename="../widgets/models/export/exporttext.cpp" line="42"/>
        <source>safetensors (.safetensors)</source>
        <translation>safetensors (.safetensors)</translation>
    </message>
    <message>
        <location filename="../widgets/models/export/exporttext.cpp" line="44"/>
        <source>NumPy array (.npy), one parameter</source>
        <translation>NumPy 数组 (.npy)，单个参数</translation>
    </message>
    <message>
        <location filename="../widgets/models/export/exporttext.cpp" line="100"/>
        <source>Opening the source…</source>
        <translation>正在打开源…</translation>
    </message>
    <message>
        <location filename="../widgets/models/export/exporttext.cpp" line="102"/>
        <source>Tensor %1 of %2: %3</source>
        <translation>张量 %1/%2：%3</translation>
    </message>
    <message>
        <location filename="../widgets/models/export/exporttext.cpp" line="110"/>
        <source>%1 of %2 written</source>
        <translation>已写入 %1 / %2</translation>
    </message>
    <message>
        <location filename="../widgets/models/export/exporttext.cpp" line="117"/>
        <source>%1 s left</source>
        <translation>剩余 %1 秒</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/export/exporttext.cpp" line="123"/>
        <source>Exported %Ln tensor(s) (%1) to %2 in %3 s.</source>
        <translation>
            <numerusform>已将 %Ln 个张量（%1）导出为 %2，用时 %3 秒。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/export/exporttext.cpp" line="126"/>
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln 个文件</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/export/exporttext.cpp" line="144"/>
        <source>Left out, as the format cannot hold them: %1</source>
        <translation>未导出（该格式无法保存）：%1</translation>
    </message>
    <message>
        <location filename="../widgets/models/export/exporttext.cpp" line="145"/>
        <source>, </source>
        <comment>a list of names</comment>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>FilesPage</name>
    <message>
        <location filename="../widgets/shell/filespage.cpp" line="17"/>
        <source>Filter by name (Ctrl+F)</source>
        <translation>按名称筛选（Ctrl+F）</translation>
    </message>
</context>
<context>
    <name>FitGroupsModel</name>
    <message>
        <location filename="../widgets/fit/fitgroupsview.cpp" line="35"/>
        <location filename="../widgets/models/fit/fitgroupsmodel.cpp" line="58"/>
        <source>%1 between hosts</source>
        <translation>%1（跨服务器）</translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fitgroupsmodel.cpp" line="59"/>
        <source>%1 inside a host</source>
        <translation>%1（服务器内）</translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fitgroupsmodel.cpp" line="71"/>
        <source>Group</source>
        <translation>通信组</translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fitgroupsmodel.cpp" line="73"/>
        <source>Stage</source>
        <translation>阶段</translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fitgroupsmodel.cpp" line="75"/>
        <source>Ranks</source>
        <translation>卡</translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fitgroupsmodel.cpp" line="77"/>
        <source>Collective</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fitgroupsmodel.cpp" line="79"/>
        <source>Sent per step</source>
        <translation>每步发送</translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fitgroupsmodel.cpp" line="81"/>
        <source>Time per step</source>
        <translation>每步用时</translation>
    </message>
</context>
<context>
    <name>FitGroupsView</name>
    <message>
        <location filename="../widgets/fit/fitgroupsview.cpp" line="36"/>
        <source>Select a group to ring its cards.</source>
        <translation>选择一个通信组，即可圈出它的卡。</translation>
    </message>
</context>
<context>
    <name>FitTexts</name>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="38"/>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="40"/>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="42"/>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="44"/>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="64"/>
        <source>Data parallel</source>
        <translation>数据并行</translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="66"/>
        <source>Model parallel</source>
        <translation>模型并行</translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="68"/>
        <source>Pipeline</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="75"/>
        <source>all-reduce</source>
        <translation>AllReduce</translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="78"/>
        <source>reduce-scatter + all-gather</source>
        <translation>ReduceScatter + AllGather</translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="81"/>
        <source>reduce-scatter + all-gather, all-reduce across shards</source>
        <translation>ReduceScatter + AllGather，分片间 AllReduce</translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="84"/>
        <source>all-gather + reduce-scatter</source>
        <translation>AllGather + ReduceScatter</translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="87"/>
        <source>send/receive</source>
        <translation>Send/Receive</translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="94"/>
        <location filename="../widgets/models/fit/fittexts.cpp" line="100"/>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="97"/>
        <source>&lt; %1 ms</source>
        <translation>&lt; %1 毫秒</translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="102"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/fit/fittexts.cpp" line="111"/>
        <source>%1, %2, %3, … %4 (%Ln ranks)</source>
        <comment>a long list of ranks</comment>
        <translation>
            <numerusform>%1、%2、%3…%4（共 %Ln 张卡）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/fit/fittexts.cpp" line="120"/>
        <source>This split cannot be built: %1</source>
        <translation>无法按此切分：%1</translation>
    </message>
</context>
<context>
    <name>GuideDialog</name>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="14"/>
        <source>&lt;li&gt;&lt;b&gt;%1&lt;/b&gt;: %2&lt;/li&gt;</source>
        <comment>a tab&apos;s name and what it shows</comment>
        <translation>&lt;li&gt;&lt;b&gt;%1&lt;/b&gt;：%2&lt;/li&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="22"/>
        <location filename="../widgets/shell/guidedialog.cpp" line="105"/>
        <source>ShardScope Guide</source>
        <translation>ShardScope 指南</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="35"/>
        <source>Files</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="35"/>
        <source>every file you opened, with its tensors, layouts or ranks, and their sizes.</source>
        <translation>打开的每个文件，及其张量、张量排布或卡，以及它们的大小。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="37"/>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="38"/>
        <source>every parameter of the run: global shape, how the strategy splits it, bytes per card. Filter by name or shape; the other tabs follow the selection.</source>
        <translation>训练中的每个参数：全局形状、切分策略如何切分它、每张卡的字节数。可按名称或形状筛选；其他标签页跟随所选参数。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="40"/>
        <source>Device matrix</source>
        <translation>设备矩阵</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="41"/>
        <source>the cards arranged as the strategy sees them; the colours (past twenty slices, hatchings too) show which slice of the selected parameter each card holds (same colour and hatching = replicas).</source>
        <translation>按切分策略排列的各张卡；颜色（超过二十个切片时还有斜线纹理）表示每张卡持有所选参数的哪一个切片（颜色和纹理都相同 = 副本）。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="44"/>
        <source>Slices</source>
        <translation>切片</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="44"/>
        <source>the selected tensor cut into the pieces the cards hold, with their index ranges and where the bytes lie in each file.</source>
        <translation>所选张量被切成各卡持有的切片，显示其索引范围以及字节在每个文件中的位置。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="46"/>
        <source>Tensor</source>
        <translation>张量</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="46"/>
        <source>statistics, a histogram and the values of the selected parameter, read from the checkpoint.</source>
        <translation>从检查点读取的所选参数的统计量、直方图和数值。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="48"/>
        <source>Migration</source>
        <translation>迁移</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="49"/>
        <source>plan and run a conversion to another number of cards or another strategy, byte-identical to MindSpore&apos;s transform_checkpoints.</source>
        <translation>规划并执行到其他卡数或其他切分策略的转换，结果与 MindSpore 的 transform_checkpoints 逐字节一致。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="51"/>
        <source>Doctor</source>
        <translation>加载诊断</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="51"/>
        <source>explains why load_param_into_net reports missing or mismatched parameters, and what to change.</source>
        <translation>解释 load_param_into_net 为何报告参数缺失或不匹配，以及应当修改什么。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="53"/>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="53"/>
        <source>training-loss curves from the run&apos;s logs, to compare runs and see where each checkpoint was saved.</source>
        <translation>来自训练日志的损失曲线，用于比较多次训练，并查看每个检查点保存时的位置。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="55"/>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="55"/>
        <source>every step the run saved, on every rank: which files are complete and intact, and the newest step to resume from.</source>
        <translation>训练在每张卡上的各个保存点：哪些文件完好，以及可用于续训的最新保存点。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="57"/>
        <source>Playground</source>
        <translation>演练场</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="57"/>
        <source>a network and a split of the cards, without any file: what a training step needs of each card&apos;s memory and what the cards send each other.</source>
        <translation>不需要任何文件，只需一个网络和一种卡的切分：一个训练步需要每张卡多少内存，以及卡之间相互发送什么。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="62"/>
        <source>Ctrl+1 to Ctrl+9, then Ctrl+0, bring each tab to the front, in this order (View menu).</source>
        <translation>按 Ctrl+1 至 Ctrl+9，再按 Ctrl+0，可依次切换到上述各标签页（见“视图”菜单）。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="67"/>
        <source>Open the run folder (File &gt; Open Folder): the folder that holds rank_0, rank_1, … and the strategy file.</source>
        <translation>打开训练目录（文件 ▸ 打开文件夹）：即包含 rank_0、rank_1、…… 和策略文件的文件夹。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="71"/>
        <source>On the Migration tab, choose the destination strategy file, or simulate a target (for example dp=4, mp=8), and the destination folder.</source>
        <translation>在“迁移”标签页中，选择目标策略文件，或模拟一个目标（例如 dp=4、mp=8），并选择输出目录。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="75"/>
        <source>Read the plan problems, if any, and the time and disk estimate; then press Convert. Verify checks every byte against its source.</source>
        <translation>查看方案问题（如有）以及时间和磁盘估算，然后点击“转换”。勾选“转换完成后逐字节校验”后，会逐字节与源文件比对。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="79"/>
        <source>Open the converted run to check it: it carries its own strategy file.</source>
        <translation>打开转换后的训练目录进行检查：它带有自己的策略文件。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="87"/>
        <source>Do not take the last file name in sorted order: net-10_1875.ckpt sorts before net-9_1875.ckpt, and the newest step may be missing or damaged on some cards.</source>
        <translation>不要按文件名排序取最后一个：net-10_1875.ckpt 会排在 net-9_1875.ckpt 之前，而且最新的保存点可能在部分卡上缺失或损坏。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="107"/>
        <source>ShardScope shows what each card of a distributed-training run holds, and moves checkpoints from one number of cards to another. Files are only read, never modified.</source>
        <translation>ShardScope 展示分布式训练中每张卡持有的内容，并把检查点从一种卡数迁移到另一种卡数。文件只读，从不修改。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="110"/>
        <source>The tabs</source>
        <translation>各标签页</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="111"/>
        <source>Move a run to another number of cards</source>
        <translation>将训练迁移到其他卡数</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="112"/>
        <source>Resume from the right checkpoint</source>
        <translation>断点续训：选对检查点</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="92"/>
        <source>Open the run folder and the History tab (Ctrl+9): it names the newest step that is complete and intact on every card, and why newer ones cannot be used (&lt;code&gt;shardscope-cli history RUN&lt;/code&gt; says the same).</source>
        <translation>打开训练目录并切换到“历史”标签页（Ctrl+9）：它列出在所有卡上都完好的最新保存点，以及更新的保存点为何无法使用（&lt;code&gt;shardscope-cli history RUN&lt;/code&gt; 给出同样的结果）。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/guidedialog.cpp" line="98"/>
        <source>Press “Use step” to show that step in every tab, or “Copy --step” for the commands that read the run, for example &lt;code&gt;shardscope-cli convert --step STEP …&lt;/code&gt;; right-click a column for any other step. Resume training from the files it names.</source>
        <translation>点击“使用保存点”可在所有标签页中显示该保存点，点击“复制 --step”可将其用于读取训练目录的命令，例如 &lt;code&gt;shardscope-cli convert --step STEP …&lt;/code&gt;；右键单击某一列可选择其他保存点。从它所列的文件续训。</translation>
    </message>
</context>
<context>
    <name>HistogramChart</name>
    <message>
        <location filename="../widgets/tensor/histogramchart.cpp" line="38"/>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/histogramchart.cpp" line="52"/>
        <source>Elements</source>
        <translation>元素数</translation>
    </message>
</context>
<context>
    <name>HistoryDamage</name>
    <message>
        <location filename="../widgets/models/history/historydamage.cpp" line="47"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/history/historydamage.cpp" line="76"/>
        <source>… and %Ln more (the Problems panel lists them all)</source>
        <translation>
            <numerusform>……另有 %Ln 项（问题面板列出全部）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historydamage.cpp" line="80"/>
        <source>%1 · rank %2: %3</source>
        <translation>%1 · 卡 %2：%3</translation>
    </message>
</context>
<context>
    <name>HistoryGrid</name>
    <message>
        <location filename="../widgets/history/historygrid.cpp" line="169"/>
        <location filename="../widgets/history/historygrid.cpp" line="289"/>
        <source>rank %1</source>
        <translation>卡 %1</translation>
    </message>
    <message>
        <location filename="../widgets/history/historygrid.cpp" line="158"/>
        <source>%1
ranks %2-%3: %4 (zoom in to see each rank)</source>
        <translation>%1
卡 %2-%3：%4（放大可查看每张卡）</translation>
    </message>
    <message>
        <location filename="../widgets/history/historygrid.cpp" line="152"/>
        <source>%1: %2</source>
        <comment>a file state and how many ranks of the row are in it</comment>
        <translation>%1：%2 张</translation>
    </message>
    <message>
        <location filename="../widgets/history/historygrid.cpp" line="323"/>
        <source>%1: click to open this step in every tab</source>
        <translation>%1：点击后在所有标签页中打开这一步</translation>
    </message>
</context>
<context>
    <name>HistoryTexts</name>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="38"/>
        <source>intact</source>
        <translation>完好</translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="40"/>
        <source>not checked</source>
        <translation>未检查</translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="42"/>
        <source>temporary (save interrupted)</source>
        <translation>临时文件（保存被中断）</translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="44"/>
        <source>empty</source>
        <translation>空文件</translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="46"/>
        <source>truncated or unreadable</source>
        <translation>截断或无法读取</translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="48"/>
        <source>CRC mismatch</source>
        <translation>CRC 不匹配</translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="50"/>
        <source>inconsistent tensors</source>
        <translation>张量不一致</translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="52"/>
        <source>still being written</source>
        <translation>仍在写入</translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="62"/>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="67"/>
        <source>epoch %1, step %2</source>
        <translation>第 %1 轮，第 %2 步</translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="68"/>
        <source>step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="70"/>
        <source>(global step %1)</source>
        <translation>（全局第 %1 步）</translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="80"/>
        <source>No saved step was found in this run&apos;s rank folders.</source>
        <translation>在该训练的各卡文件夹中没有找到保存点。</translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="84"/>
        <source>No saved step is complete and intact on every rank: there is no step to resume from.</source>
        <translation>没有在每张卡上都完好的保存点：没有可以续训的保存点。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/history/historytexts.cpp" line="88"/>
        <source>Resume from %1: %2, complete and intact on all %Ln rank(s).</source>
        <translation>
            <numerusform>从 %1 续训：%2，在全部 %Ln 张卡上完好。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/history/historytexts.cpp" line="92"/>
        <source>%Ln newer step(s) cannot be used, for the reasons below.</source>
        <translation>
            <numerusform>有 %Ln 个更新的保存点无法使用，原因见下。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="124"/>
        <source>MindSpore&apos;s rule (the lexicographically last file on each rank) %1.</source>
        <translation>MindSpore 的规则（每张卡取字典序最后的文件）%1。</translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="132"/>
        <source>Rank %1 · %2 · %3</source>
        <translation>卡 %1 · %2 · %3</translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="141"/>
        <source>: %1</source>
        <translation>：%1</translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="145"/>
        <source>tier %1: %2</source>
        <translation>存储层 %1：%2</translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="100"/>
        <source>%1, step %2</source>
        <translation>%1，保存点 %2</translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="104"/>
        <source>one merged checkpoint</source>
        <translation>合并后的单个检查点</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/history/historytexts.cpp" line="105"/>
        <source>A conversion written by %1 (started %2): from %3 to %4, %Ln rank(s).</source>
        <translation>
            <numerusform>由 %1 写入的转换（开始于 %2）：从 %3 转换为 %4，共 %Ln 张卡。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="109"/>
        <source>It did not finish.</source>
        <translation>该转换没有完成。</translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="111"/>
        <source>Every tensor was verified against its source.</source>
        <translation>每个张量都已与源数据校验一致。</translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="112"/>
        <source>Its verification FAILED.</source>
        <translation>该转换的校验失败。</translation>
    </message>
    <message>
        <location filename="../widgets/models/history/historytexts.cpp" line="113"/>
        <source>It was not verified.</source>
        <translation>该转换未做校验。</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <location filename="../widgets/history/historyview.cpp" line="97"/>
        <source>Open a run folder to see the steps it saved on every rank.</source>
        <translation>打开一个训练目录，查看它在每张卡上的各个保存点。</translation>
    </message>
    <message>
        <location filename="../widgets/history/historyview.cpp" line="100"/>
        <source>Reading the saved steps of every rank…</source>
        <translation>正在读取每张卡的保存点…</translation>
    </message>
    <message>
        <location filename="../widgets/history/historyview.cpp" line="125"/>
        <source>Use step %1</source>
        <translation>使用保存点 %1</translation>
    </message>
    <message>
        <location filename="../widgets/history/historyview.cpp" line="127"/>
        <source>Copy --step %1</source>
        <translation>复制 --step %1</translation>
    </message>
</context>
<context>
    <name>HostPlanRow</name>
    <message>
        <location filename="../widgets/migration/hostplanrow.cpp" line="27"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../widgets/migration/hostplanrow.cpp" line="28"/>
        <source>Target rank table…</source>
        <translation>目标 rank table 文件…</translation>
    </message>
    <message>
        <location filename="../widgets/migration/hostplanrow.cpp" line="37"/>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <location filename="../widgets/migration/hostplanrow.cpp" line="39"/>
        <source>What one server reads and writes per second on the storage that holds the sources and the destination: its time is (bytes read + bytes written) / this.</source>
        <translation>一台服务器每秒在存放源与输出目录的存储上读写的字节数：其用时 =（读取字节 + 写入字节）/ 此值。</translation>
    </message>
    <message>
        <location filename="../widgets/migration/hostplanrow.cpp" line="45"/>
        <source>Runs this plan on the servers of the rank table, each writing its own target ranks (shardscope-mpi).</source>
        <translation>在 rank table 文件中的各服务器上执行此转换方案，每台服务器写入自己的目标卡（shardscope-mpi）。</translation>
    </message>
    <message>
        <location filename="../widgets/migration/hostplanrow.cpp" line="50"/>
        <source>The target job&apos;s rank table (rank_table.json, HCCL form): which server each target rank runs on. Without one, the run&apos;s own table is used when it has as many ranks.</source>
        <translation>目标作业的 rank table 文件（rank_table.json，HCCL 格式）：每张目标卡位于哪台服务器。未选择时，若本次训练自己的 rank table 文件卡数相同，则使用它。</translation>
    </message>
    <message>
        <location filename="../widgets/migration/hostplanrow.cpp" line="62"/>
        <source>Per server:</source>
        <translation>每台服务器：</translation>
    </message>
    <message>
        <location filename="../widgets/migration/hostplanrow.cpp" line="63"/>
        <source>On the cluster:</source>
        <translation>在集群上：</translation>
    </message>
</context>
<context>
    <name>HostPlanText</name>
    <message numerus="yes">
        <location filename="../widgets/models/migration/hostplantext.cpp" line="34"/>
        <source>%Ln server(s) write the target ranks; the busiest, %1, reads %2 and writes %3 (about %4 s at %5).</source>
        <translation>
            <numerusform>%Ln 台服务器写入目标卡；最忙的 %1 读取 %2、写入 %3（按 %5 约 %4 秒）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/hostplantext.cpp" line="41"/>
        <source>%Ln server(s) write the target ranks; the busiest, %1, reads %2 and writes %3.</source>
        <translation>
            <numerusform>%Ln 台服务器写入目标卡；最忙的 %1 读取 %2、写入 %3。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/hostplantext.cpp" line="46"/>
        <source>Balance: the busiest server writes %1 × the mean.</source>
        <translation>均衡度：最忙的服务器写入量为平均值的 %1 倍。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/hostplantext.cpp" line="50"/>
        <source>%Ln target rank(s) are not in the rank table: no server writes them.</source>
        <translation>
            <numerusform>有 %Ln 张目标卡不在 rank table 文件中：没有服务器写入它们。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InspectModel</name>
    <message>
        <location filename="../widgets/models/files/inspectmodel.cpp" line="342"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../widgets/models/files/inspectmodel.cpp" line="344"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../widgets/models/files/inspectmodel.cpp" line="346"/>
        <source>Shape / layout</source>
        <translation>形状 / 张量排布</translation>
    </message>
    <message>
        <location filename="../widgets/models/files/inspectmodel.cpp" line="348"/>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location filename="../widgets/models/files/inspectmodel.cpp" line="350"/>
        <source>Details</source>
        <translation>详细信息</translation>
    </message>
</context>
<context>
    <name>InspectorPanel</name>
    <message>
        <location filename="../widgets/shell/inspectorwidgets.cpp" line="78"/>
        <location filename="../widgets/shell/ranktensorlist.cpp" line="22"/>
        <source>Tensor</source>
        <translation>张量</translation>
    </message>
    <message>
        <location filename="../widgets/shell/ranktensorlist.cpp" line="23"/>
        <source>Shape</source>
        <translation>形状</translation>
    </message>
    <message>
        <location filename="../widgets/shell/ranktensorlist.cpp" line="24"/>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location filename="../widgets/shell/inspectorwidgets.cpp" line="48"/>
        <source>Click a slice to see its index ranges and where its bytes lie in each rank&apos;s file.</source>
        <translation>点击切片，可查看其索引范围，以及其字节在各卡文件中的位置。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/inspectorwidgets.cpp" line="71"/>
        <source>Files</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../widgets/shell/inspectorwidgets.cpp" line="72"/>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../widgets/shell/inspectorwidgets.cpp" line="73"/>
        <source>Device matrix</source>
        <translation>设备矩阵</translation>
    </message>
    <message>
        <location filename="../widgets/shell/inspectorwidgets.cpp" line="74"/>
        <source>Slices</source>
        <translation>切片</translation>
    </message>
    <message>
        <location filename="../widgets/shell/inspectorwidgets.cpp" line="79"/>
        <source>Migration</source>
        <translation>迁移</translation>
    </message>
    <message>
        <location filename="../widgets/shell/inspectorwidgets.cpp" line="80"/>
        <source>Doctor</source>
        <translation>加载诊断</translation>
    </message>
    <message>
        <location filename="../widgets/shell/inspectorwidgets.cpp" line="81"/>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <location filename="../widgets/shell/inspectorwidgets.cpp" line="82"/>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <location filename="../widgets/shell/inspectorwidgets.cpp" line="85"/>
        <source>Playground</source>
        <translation>演练场</translation>
    </message>
    <message>
        <location filename="../widgets/models/shell/inspectorcontroller.cpp" line="278"/>
        <location filename="../widgets/shell/inspectorwidgets.cpp" line="88"/>
        <source>Select a parameter to see how the strategy cuts it.</source>
        <translation>选择一个参数，查看策略如何切分它。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/shell/inspectorcontroller.cpp" line="284"/>
        <source>%Ln parameter(s) selected; the matrix, slices and tensor show the current one, “%1”.</source>
        <translation>
            <numerusform>已选择 %Ln 个参数；矩阵、切片和张量显示当前参数“%1”。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/ranktensors.cpp" line="20"/>
        <source>Rank %1: no readable checkpoint</source>
        <translation>卡 %1：没有可读取的检查点</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/ranktensors.cpp" line="26"/>
        <source>Rank %1: %2</source>
        <translation>卡 %1：%2</translation>
    </message>
</context>
<context>
    <name>IssueListModel</name>
    <message>
        <location filename="../widgets/models/problems/issuelistmodel.cpp" line="93"/>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../widgets/models/problems/issuelistmodel.cpp" line="95"/>
        <source>Location</source>
        <translation>位置</translation>
    </message>
</context>
<context>
    <name>IssueMessage</name>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="19"/>
        <location filename="../core/util/messagecatalogue.cpp" line="140"/>
        <source>rank {rank} holds {count} checkpoint files; using the lexicographically last, &apos;{chosen}&apos;, as MindSpore does (others: {alternatives})</source>
        <translation>卡 {rank} 下有 {count} 个检查点文件；与 MindSpore 一致，使用字典序最后的“{chosen}”（其余：{alternatives}）</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="25"/>
        <source>rank files missing: {ranks} (of {world} ranks)</source>
        <translation>缺少以下卡的文件：{ranks}（共 {world} 张卡）</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="26"/>
        <source>rank folders missing: {ranks}</source>
        <translation>训练目录中缺少以下卡的文件夹：{ranks}</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="28"/>
        <source>folder &apos;{folder}&apos; is not a rank_&lt;N&gt; folder; ignored</source>
        <translation>文件夹“{folder}”不是 rank_&lt;N&gt; 文件夹，已忽略</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="32"/>
        <source>rank folders mix checkpoint formats: {formats}</source>
        <translation>各卡的文件夹混用了多种检查点格式：{formats}</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="34"/>
        <source>rank {rank} has no checkpoint file</source>
        <translation>卡 {rank} 没有检查点文件</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="36"/>
        <source>rank {rank} cannot be read: {error}</source>
        <translation>无法读取卡 {rank}：{error}</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="38"/>
        <source>the crc check is failed</source>
        <translation>CRC 校验失败</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="40"/>
        <source>{file} is encrypted ({mode})</source>
        <translation>{file} 已加密（{mode}）</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="43"/>
        <source>unknown {field} &apos;{dtype}&apos;; size not checked</source>
        <translation>未知的 {field}“{dtype}”；未校验大小</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="45"/>
        <source>dataset &apos;{dataset}&apos; holds no tensor type ShardScope reads; skipped</source>
        <translation>数据集“{dataset}”中没有 ShardScope 能读取的张量类型；已跳过</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="48"/>
        <source>{param}: dtype {dtype} has no known size: its bytes are not counted</source>
        <translation>{param}：数据类型 {dtype} 的大小未知，不计入其字节数</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="53"/>
        <source>MindSpore cannot load tensors of type {dtype}</source>
        <translation>MindSpore 无法加载数据类型为 {dtype} 的张量</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="55"/>
        <source>strategy file written before MindSpore 1.3: opt_weight_shard_step/size missing, assumed 0</source>
        <translation>策略文件由 MindSpore 1.3 之前的版本写入：缺少 opt_weight_shard_step/size，按 0 处理</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/messagecatalogue.cpp" line="62"/>
        <source>stage {stage} already merged from {kept}, skipped {skipped} and {others} other different files</source>
        <translation>
            <numerusform>阶段 {stage} 已从 {kept} 合并，已跳过 {skipped} 及另外 {others} 个不同的文件</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="67"/>
        <source>stage {stage} already merged from {kept}, skipped {skipped}</source>
        <translation>阶段 {stage} 已从 {kept} 合并，已跳过 {skipped}</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="71"/>
        <source>not a strategy file (neither .ckpt nor .json), ignored: {file}</source>
        <translation>不是策略文件（既不是 .ckpt 也不是 .json），已忽略：{file}</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="75"/>
        <source>parameter &apos;{param}&apos;: rank {rank} holds shape {held}, the strategy gives {expected}</source>
        <translation>参数“{param}”：卡 {rank} 上的形状为 {held}，但策略文件给出的形状是 {expected}</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="79"/>
        <source>parameter &apos;{param}&apos; is missing on rank(s) {ranks}</source>
        <translation>参数“{param}”在卡 {ranks} 上缺失</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="83"/>
        <source>no strategy file beside the rank folders; give one to see how the parameters are split</source>
        <translation>各卡文件夹旁没有策略文件；请指定一个策略文件以查看参数的切分方式</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="88"/>
        <source>parameter name &apos;{name}&apos; is not valid UTF-8 (invalid bytes shown as \xNN)</source>
        <translation>参数名“{name}”不是有效的 UTF-8（无效字节显示为 \xNN）</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/messagecatalogue.cpp" line="95"/>
        <source>the strategy describes {cards} cards ({stages} stages of {devices}), the run has {run_cards}: it belongs to another run, so its layouts are not used</source>
        <translation>
            <numerusform>策略描述的是 {cards} 张卡（{stages} 个阶段，每阶段 {devices} 张），而该训练有 {run_cards} 张：它属于另一个训练，因此不使用其张量排布</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="104"/>
        <source>several rank tables beside the run ({files}); name one to use it</source>
        <translation>训练目录旁有多个 rank table 文件（{files}）；请指定要使用的那一个</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="107"/>
        <source>the rank table places {table_ranks} ranks, the run has {run_cards}</source>
        <translation>rank table 文件列出了 {table_ranks} 张卡，而该训练有 {run_cards} 张</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="112"/>
        <source>parameter &apos;{param}&apos; is lost on ranks {ranks}: none of them holds the slice they share, and no other rank stores it</source>
        <translation>参数“{param}”在卡 {ranks} 上丢失：它们共享的切片无一持有，也没有其他卡保存它</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="117"/>
        <source>ranks without their {kind} file, which the other ranks have: {ranks}</source>
        <translation>以下卡缺少 {kind} 文件，而其他卡都有：{ranks}</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="122"/>
        <source>files of another save in the iteration folder, not read: {files}</source>
        <translation>该迭代文件夹中有属于另一次保存的文件，未读取：{files}</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="126"/>
        <source>no metadata.json: the layouts of these {ranks} ranks are unknown, so each rank&apos;s files are read as whole tensors (MindFormers writes none when it saves without a parallel strategy; an iteration still being written has none yet either)</source>
        <translation>没有 metadata.json：这 {ranks} 张卡的张量排布未知，因此每张卡的文件都按完整张量读取（MindFormers 在没有并行策略时保存不写该文件；尚在写入的迭代也还没有它）</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="146"/>
        <source>{file}: source rank {rank}: parameter name &apos;{name}&apos; is not valid UTF-8 (invalid bytes shown as \xNN)</source>
        <translation>{file}：源卡 {rank}：参数名“{name}”不是有效的 UTF-8（无效字节显示为 \xNN）</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="151"/>
        <source>source strategy: {strategy} (found beside the rank folders)</source>
        <translation>源策略文件：{strategy}（在各卡文件夹旁找到）</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="155"/>
        <source>parameter &apos;{param}&apos; is in the source strategy but in no source checkpoint; skipped</source>
        <translation>参数“{param}”在源策略文件中，但不在任何源检查点中；已跳过</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="159"/>
        <source>parameter &apos;{param}&apos; is in the destination strategy but in no source checkpoint; skipped</source>
        <translation>参数“{param}”在目标策略文件中，但不在任何源检查点中；已跳过</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="164"/>
        <source>None of the parameters in checkpoint file are in either src strategy or dst strategy. Please check correctness of strategy files.</source>
        <translation>检查点中的参数均不在源策略文件或目标策略文件中。请确认策略文件是否正确。</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="170"/>
        <source>The checkpoint file of rank{source} is needed for converting rank{destination}&apos;s checkpoint, but it is missing.</source>
        <translation>转换卡 {destination} 的检查点需要卡 {source} 的检查点文件，但该文件缺失。</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="175"/>
        <source>parameter &apos;{param}&apos; is a {dtype} entry and cannot be resharded</source>
        <translation>参数“{param}”是 {dtype} 类型的条目，无法重新切分</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="179"/>
        <source>parameter &apos;{param}&apos; has type {dtype}, whose elements are not whole bytes; it cannot be resharded</source>
        <translation>参数“{param}”的类型为 {dtype}，其元素不是整字节；无法重新切分</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="184"/>
        <source>parameter &apos;{param}&apos; is {expected} on one source rank and {dtype} on rank {source}</source>
        <translation>参数“{param}”在一张源卡上为 {expected}，在卡 {source} 上为 {dtype}</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="189"/>
        <source>rank {source} holds &apos;{param}&apos; with shape {shape} but the source strategy gives it {expected} (full shape {full})</source>
        <translation>卡 {source} 上“{param}”的形状为 {shape}，但源策略文件给出的是 {expected}（完整形状 {full}）</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="194"/>
        <source>parameter &apos;{param}&apos; is in the destination strategy only; copied unchanged</source>
        <translation>参数“{param}”仅在目标策略文件中；原样复制</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="199"/>
        <source>parameter &apos;{param}&apos; is in the source strategy only; copied as the source slice, unmerged, as MindSpore does</source>
        <translation>参数“{param}”仅在源策略文件中；与 MindSpore 一致，按源切片原样复制，不做合并</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="204"/>
        <source>parameter &apos;{param}&apos; is a map tensor; map tensors are not copied</source>
        <translation>参数“{param}”是 MapTensor；不复制 MapTensor</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="208"/>
        <source>parameter &apos;{param}&apos; is a str entry; safetensors has no string type, so it is left out</source>
        <translation>参数“{param}”是字符串（str）条目；safetensors 没有字符串类型，因此不写入</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="213"/>
        <source>parameter &apos;{param}&apos; has type {dtype}, which safetensors cannot store</source>
        <translation>参数“{param}”的类型为 {dtype}，safetensors 无法存储</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="218"/>
        <source>parameter name &apos;{name}&apos; is not valid UTF-8, which a safetensors header (JSON) cannot hold; write .ckpt instead</source>
        <translation>参数名“{name}”不是有效的 UTF-8，safetensors 文件头（JSON）无法保存；请改写为 .ckpt</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="223"/>
        <source>convert writes .ckpt or .safetensors files; HDF5 is written by export</source>
        <translation>转换只写出 .ckpt 或 .safetensors 文件；HDF5 请用导出</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/messagecatalogue.cpp" line="230"/>
        <source>the source strategy describes {cards} cards ({stages} stage of {devices}), the run has {run_cards}: ranks {ranks} are outside it and not read</source>
        <translation>
            <numerusform>源策略文件描述的是 {cards} 张卡（{stages} 个阶段，每阶段 {devices} 张），而该训练有 {run_cards} 张：卡 {ranks} 不在其中，不读取</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/messagecatalogue.cpp" line="238"/>
        <source>the source strategy describes {cards} cards ({stages} stages of {devices}), the run has {run_cards}: ranks {ranks} are outside it and not read</source>
        <translation>
            <numerusform>源策略文件描述的是 {cards} 张卡（{stages} 个阶段，每阶段 {devices} 张），而该训练有 {run_cards} 张：卡 {ranks} 不在其中，不读取</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="252"/>
        <source>each of the {from} source stages is cut into {per} stages by splitting its parameters, in strategy-file order, into contiguous groups (optimizer copies follow their parameter); the real stage assignment follows the network&apos;s layers, so load a compiled destination strategy for exact results</source>
        <translation>源策略的 {from} 个阶段各自按策略文件中的顺序把参数分成连续的组，切成 {per} 个阶段（优化器副本跟随其参数）；实际的阶段划分取决于网络的层，如需精确结果，请加载编译得到的目标策略文件</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="260"/>
        <source>parameter &apos;{param}&apos;: dev_matrix {dev_matrix} is not a grouping of the main dev_matrix {main} (each of its axes must be the product of neighbouring main axes, in order), so the new axis sizes cannot be applied to it</source>
        <translation>参数“{param}”：设备矩阵 {dev_matrix} 不是主设备矩阵 {main} 的分组（其每个轴必须依次是相邻主轴的乘积），因此无法对其应用新的轴大小</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/messagecatalogue.cpp" line="269"/>
        <source>stage {stage} of the simulated strategy holds no parameter: source stage {source} has {params} parameters to share among {stages} stages</source>
        <translation>
            <numerusform>模拟策略的阶段 {stage} 不含任何参数：源阶段 {source} 只有 {params} 个参数，需分给 {stages} 个阶段</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="276"/>
        <source>{to} pipeline stages cannot be made from the source&apos;s {from}: the new count must divide the old one or be a multiple of it</source>
        <translation>无法由源策略的 {from} 个流水线阶段得到 {to} 个：新的阶段数必须能整除原阶段数，或是其整数倍</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="281"/>
        <source>The strategy file for pipeline parallel does not contains all stages. (stages found: {stages})</source>
        <translation>流水线并行的策略文件未包含所有阶段。（已找到的阶段：{stages}）</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="285"/>
        <source>&apos;{part}&apos; is not NAME=NUMBER</source>
        <translation>“{part}”不符合 NAME=NUMBER 格式</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="287"/>
        <source>pp must be at least 1</source>
        <translation>pp 至少为 1</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="289"/>
        <source>opt must be 0 (off) or at least 2</source>
        <translation>opt 必须为 0（关闭）或不小于 2</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="291"/>
        <source>{axis} must be at least 1</source>
        <translation>{axis} 至少为 1</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="294"/>
        <source>unknown axis &apos;{axis}&apos; (the axes are {axes}, plus pp and opt)</source>
        <translation>未知的轴“{axis}”（可用的轴为 {axes}，以及 pp 和 opt）</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="298"/>
        <source>give every axis a size: {axis} is missing</source>
        <translation>请为每个轴指定大小：缺少 {axis}</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="302"/>
        <source>parameter &apos;{param}&apos; is a map tensor, which the HDF5 export does not hold; left out</source>
        <translation>参数“{param}”是 MapTensor，HDF5 导出不包含它；未导出</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="306"/>
        <source>parameter &apos;{param}&apos; is of unknown type {kind}, which the HDF5 export does not hold; left out</source>
        <translation>参数“{param}”的类型 {kind} 未知，HDF5 导出不包含它；未导出</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="310"/>
        <source>parameter &apos;{param}&apos; is a map tensor, which safetensors cannot store; left out</source>
        <translation>参数“{param}”是 MapTensor，safetensors 无法存储；未导出</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="314"/>
        <source>parameter &apos;{param}&apos; is a str entry, which safetensors cannot store; left out</source>
        <translation>参数“{param}”是字符串（str）条目，safetensors 无法存储；未导出</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="318"/>
        <source>parameter &apos;{param}&apos; is of type {kind}, which safetensors cannot store; left out</source>
        <translation>参数“{param}”的类型为 {kind}，safetensors 无法存储；未导出</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="323"/>
        <source>parameter &apos;{param}&apos; is {dtype}, which NumPy lacks: stored as its raw bits (&apos;{storage}&apos;); --float32 writes float32 values</source>
        <translation>参数“{param}”的类型为 {dtype}，NumPy 没有该类型：以原始位存储（“{storage}”）；--float32 会写出 float32 数值</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="327"/>
        <source>parameter &apos;{param}&apos; is {dtype}, which NumPy lacks: stored as its raw bits (&apos;{storage}&apos;)</source>
        <translation>参数“{param}”的类型为 {dtype}，NumPy 没有该类型：以原始位存储（“{storage}”）</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="332"/>
        <source>{count} BFloat16 tensor(s) stored as their raw bits (uint16, attribute &quot;storage&quot;); --float32 adds float32 copies</source>
        <translation>{count} 个 BFloat16 张量以原始位存储（uint16，属性“storage”）；--float32 会额外添加 float32 副本</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="337"/>
        <source>held by several pipeline stages, exported once (from the first stage): {params}</source>
        <translation>由多个流水线阶段持有的参数只导出一次（取自第一个阶段）：{params}</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/messagecatalogue.cpp" line="350"/>
        <source>{folder} holds rank folders {ranks}, outside this conversion&apos;s {cards} rank (0)</source>
        <translation>
            <numerusform>{folder} 中有卡 {ranks} 的 rank_&lt;N&gt; 文件夹，超出本次转换的 {cards} 张卡（0）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/messagecatalogue.cpp" line="357"/>
        <source>{folder} holds rank folders {ranks}, outside this conversion&apos;s {cards} ranks (0-{last})</source>
        <translation>
            <numerusform>{folder} 中有卡 {ranks} 的 rank_&lt;N&gt; 文件夹，超出本次转换的 {cards} 张卡（0-{last}）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="362"/>
        <source>{file} is a strategy, but this conversion merges into one checkpoint</source>
        <translation>{file} 是策略文件，而本次转换合并为单个检查点</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="365"/>
        <source>{file} describes another strategy than this conversion&apos;s target</source>
        <translation>{file} 描述的策略与本次转换的目标策略不同</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/messagecatalogue.cpp" line="372"/>
        <source>{file} records another conversion: of {source} (step {step}) to {target} ({cards} ranks)</source>
        <translation>
            <numerusform>{file} 记录的是另一次转换：从 {source}（保存点 {step}）转换为 {target}（{cards} 张卡）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/messagecatalogue.cpp" line="379"/>
        <source>{file} records another conversion: of {source} (step {step}) to one merged checkpoint ({cards} ranks)</source>
        <translation>
            <numerusform>{file} 记录的是另一次转换：从 {source}（保存点 {step}）转换为合并后的单个检查点（{cards} 张卡）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/messagecatalogue.cpp" line="384"/>
        <source>{file} records another conversion: of {source} to {target} ({cards} ranks)</source>
        <translation>
            <numerusform>{file} 记录的是另一次转换：从 {source} 转换为 {target}（{cards} 张卡）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/messagecatalogue.cpp" line="391"/>
        <source>{file} records another conversion: of {source} to one merged checkpoint ({cards} ranks)</source>
        <translation>
            <numerusform>{file} 记录的是另一次转换：从 {source} 转换为合并后的单个检查点（{cards} 张卡）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="397"/>
        <source>{folder} holds files this conversion does not write: {files}</source>
        <translation>{folder} 中有本次转换不会写入的文件：{files}</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="401"/>
        <source>nothing is written into {folder}: choose another destination folder, or remove these from it first: {files}</source>
        <translation>不会向 {folder} 写入任何内容：请另选输出目录，或先从中删除这些内容：{files}</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="406"/>
        <source>activations are not counted: {reason}</source>
        <translation>未计入激活值：{reason}</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="409"/>
        <source>the checkpoint holds no optimizer state (adam_m.*, moment1.*, ...): optimizer memory is counted as 0, as for inference or a frozen network</source>
        <translation>检查点不含优化器状态（adam_m.*、moment1.* 等）：优化器内存按 0 计算，如同推理或冻结的网络</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="415"/>
        <source>the run holds {steps} saved steps; using {step}, the newest complete and intact on every rank</source>
        <translation>该训练共有 {steps} 个保存点；使用 {step}，即所有卡上均完好的最新保存点</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="420"/>
        <source>the rank files are of different saved steps: {steps} (choose one with --step)</source>
        <translation>各卡的文件属于不同的保存点：{steps}（请选定一个保存点）</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="425"/>
        <source>no saved step is complete and intact on every rank (the newest, {step}: {reasons}); each rank&apos;s lexicographically last file is used, as MindSpore does</source>
        <translation>没有在每张卡上都完好的保存点（最新的 {step}：{reasons}）；与 MindSpore 一样，每张卡使用字典序最后的文件</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/messagecatalogue.cpp" line="431"/>
        <source>step {step} has no file on ranks {ranks}</source>
        <translation>
            <numerusform>保存点 {step} 在卡 {ranks} 上没有文件</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="435"/>
        <source>step {step} cannot be resumed from on rank {rank}: {reasons}</source>
        <translation>无法在卡 {rank} 上从保存点 {step} 续训：{reasons}</translation>
    </message>
    <message>
        <location filename="../core/util/messagecatalogue.cpp" line="438"/>
        <source>step {step} cannot be resumed from: {reasons}</source>
        <translation>无法从保存点 {step} 续训：{reasons}</translation>
    </message>
    <message>
        <location filename="../core/util/layoutmessages.cpp" line="14"/>
        <location filename="../core/util/layoutmessages.cpp" line="17"/>
        <source>source strategy: {error}</source>
        <translation>源切分策略：{error}</translation>
    </message>
    <message>
        <location filename="../core/util/layoutmessages.cpp" line="15"/>
        <location filename="../core/util/layoutmessages.cpp" line="18"/>
        <source>destination strategy: {error}</source>
        <translation>目标切分策略：{error}</translation>
    </message>
    <message>
        <location filename="../core/util/layoutmessages.cpp" line="21"/>
        <source>parameter &apos;{param}&apos; has no source bytes for rank {destination}: it is copied from rank {source}, and no rank storing the same slice holds it (rank {source}&apos;s: {file})</source>
        <translation>参数“{param}”在卡 {destination} 上没有源数据：它从卡 {source} 复制，而存有同一切片的卡都没有它（卡 {source} 的文件：{file}）</translation>
    </message>
    <message>
        <location filename="../core/util/layoutmessages.cpp" line="26"/>
        <source>parameter &apos;{param}&apos; has no source bytes for rank {destination}: rank {ranks}&apos;s checkpoint {file} lacks it, though the source strategy places its slice there</source>
        <translation>参数“{param}”在卡 {destination} 上没有源数据：源切分策略把它的切片放在卡 {ranks} 上，但该卡的检查点 {file} 中没有它</translation>
    </message>
    <message>
        <location filename="../core/util/layoutmessages.cpp" line="31"/>
        <source>parameter &apos;{param}&apos; has no source bytes for rank {destination}: the source strategy places its slice on ranks {ranks}, and none of their checkpoints holds it (rank {source}&apos;s: {file})</source>
        <translation>参数“{param}”在卡 {destination} 上没有源数据：源切分策略把它的切片放在卡 {ranks} 上，但这些卡的检查点中都没有它（卡 {source} 的文件：{file}）</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/layoutmessages.cpp" line="47"/>
        <source>parameter &apos;{param}&apos;: dimension {dimension} (size {size}) does not divide by {parts} (device axes {axes} of dev_matrix {dev_matrix}); axis {axis} of the main dev_matrix {main} could be {size_choices} instead ({card_choices} cards)</source>
        <translation>
            <numerusform>参数“{param}”：维度 {dimension}（大小 {size}）不能被 {parts} 整除（设备矩阵 {dev_matrix} 的设备轴 {axes}）；可将主设备矩阵 {main} 的轴 {axis} 改为 {size_choices}（{card_choices} 张卡）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/layoutmessages.cpp" line="57"/>
        <source>parameter &apos;{param}&apos;: dimension {dimension} (size {size}) does not divide by {parts} (device axes {axes} of dev_matrix {dev_matrix}); no size of axis {axis} of the main dev_matrix {main} makes it divide while the others keep theirs</source>
        <translation>
            <numerusform>参数“{param}”：维度 {dimension}（大小 {size}）不能被 {parts} 整除（设备矩阵 {dev_matrix} 的设备轴 {axes}）；在其他轴保持不变时，主设备矩阵 {main} 的轴 {axis} 取任何大小都无法整除</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/layoutmessages.cpp" line="66"/>
        <source>parameter &apos;{param}&apos;: dimension {dimension} (size {size}) does not divide by {parts} (device axes {axes} of dev_matrix {dev_matrix})</source>
        <translation>
            <numerusform>参数“{param}”：维度 {dimension}（大小 {size}）不能被 {parts} 整除（设备矩阵 {dev_matrix} 的设备轴 {axes}）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/util/layoutmessages.cpp" line="72"/>
        <source>parameter &apos;{param}&apos; is left without optimizer sharding, as MindSpore leaves it: a scalar has no dimension 0 to cut</source>
        <translation>参数“{param}”不做优化器并行切分，与 MindSpore 一致：标量没有可切的维度 0</translation>
    </message>
    <message>
        <location filename="../core/util/layoutmessages.cpp" line="76"/>
        <source>parameter &apos;{param}&apos; is left without optimizer sharding, as MindSpore leaves it: its model-parallel slice is held by one rank only (dev_matrix {dev_matrix}, tensor_map {tensor_map}), so there is nothing to shard</source>
        <translation>参数“{param}”不做优化器并行切分，与 MindSpore 一致：其模型并行切片只由一张卡持有（设备矩阵 {dev_matrix}，张量映射 {tensor_map}），没有可分片的副本</translation>
    </message>
    <message>
        <location filename="../core/util/layoutmessages.cpp" line="82"/>
        <source>parameter &apos;{param}&apos; is left without optimizer sharding, as MindSpore leaves it: dimension 0 of its model-parallel slice (size {dim0}) does not divide by {size}</source>
        <translation>参数“{param}”不做优化器并行切分，与 MindSpore 一致：其模型并行切片的维度 0（大小 {dim0}）不能被 {size} 整除</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/layoutmessages.cpp" line="90"/>
        <source>parameter &apos;{param}&apos; is left without optimizer sharding, as MindSpore leaves it: its replica group of {replicas} ranks (dev_matrix {dev_matrix}, tensor_map {tensor_map}) does not divide into shards of {size}</source>
        <translation>
            <numerusform>参数“{param}”不做优化器并行切分，与 MindSpore 一致：其 {replicas} 张卡的副本组（设备矩阵 {dev_matrix}，张量映射 {tensor_map}）不能均分为 {size} 个分片</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/util/layoutmessages.cpp" line="98"/>
        <source>{param}: its full shape is unknown (no rank file holds it): its bytes are not counted</source>
        <translation>{param}：完整形状未知（没有卡的文件包含它）：其字节数未计入</translation>
    </message>
    <message>
        <location filename="../core/util/layoutmessages.cpp" line="102"/>
        <source>parameter &apos;{param}&apos;: no full shape is known (protobuf strategy files record none; a run&apos;s checkpoints supply them), so whether its split divides evenly could not be checked</source>
        <translation>参数“{param}”：完整形状未知（protobuf 策略文件不记录完整形状，训练目录的检查点才有），因此无法检查其切分能否整除</translation>
    </message>
    <message>
        <location filename="../core/util/layoutmessages.cpp" line="107"/>
        <source>{error}: its bytes are not counted</source>
        <translation>{error}：其字节数未计入</translation>
    </message>
    <message>
        <location filename="../core/util/doctornotemessages.cpp" line="11"/>
        <source>the checkpoint holds the parameters of pipeline stage {stage}; taken as rank {rank}</source>
        <translation>检查点包含流水线阶段 {stage} 的参数；按卡 {rank} 处理</translation>
    </message>
    <message>
        <location filename="../core/util/doctornotemessages.cpp" line="15"/>
        <location filename="../core/util/layoutmessages.cpp" line="108"/>
        <source>parameter &apos;{param}&apos;: {error}</source>
        <translation>参数“{param}”：{error}</translation>
    </message>
    <message>
        <location filename="../core/util/doctornotemessages.cpp" line="18"/>
        <source>parameter &apos;{param}&apos;: the file holds {shape}, the strategy gives rank {rank} {expected}</source>
        <translation>参数“{param}”：文件中为 {shape}，而策略给卡 {rank} 的是 {expected}</translation>
    </message>
    <message>
        <location filename="../core/util/doctornotemessages.cpp" line="22"/>
        <source>using the strategy found beside the run: {strategy}</source>
        <translation>使用训练目录旁找到的策略文件：{strategy}</translation>
    </message>
    <message>
        <location filename="../core/util/doctornotemessages.cpp" line="25"/>
        <source>the run&apos;s other rank files could not be read: {error}</source>
        <translation>无法读取本次训练其他卡的文件：{error}</translation>
    </message>
    <message>
        <location filename="../core/util/doctornotemessages.cpp" line="29"/>
        <source>remove_redundancy=True: which rank holds each copy is known only from the run&apos;s other rank files and its strategy, and the checkpoint comes without them</source>
        <translation>remove_redundancy=True：每份副本由哪张卡持有，只能从本次训练其他卡的文件及其策略文件得知，而该检查点没有附带它们</translation>
    </message>
    <message>
        <location filename="../core/util/doctornotemessages.cpp" line="35"/>
        <source>{param}: the checkpoint&apos;s {ckpt_shape} loads into {net_shape} (MindSpore drops trailing size-1 dims)</source>
        <translation>{param}：检查点中的 {ckpt_shape} 可加载到 {net_shape}（MindSpore 会去掉末尾大小为 1 的维度）</translation>
    </message>
    <message>
        <location filename="../core/util/doctornotemessages.cpp" line="41"/>
        <source>{count} layouts of the strategy record no tensor_shape and are left out of the network side</source>
        <translation>策略中有 {count} 个张量排布未记录 tensor_shape，未计入网络侧</translation>
    </message>
    <message>
        <location filename="../core/util/doctornotemessages.cpp" line="46"/>
        <source>the network side is rank {rank} (pipeline stage {stage}) of {file}: its parameters that the strategy records, as that rank&apos;s slices, in the strategy&apos;s order; dtypes are not compared (strategies do not record them)</source>
        <translation>网络侧是 {file} 中的卡 {rank}（流水线阶段 {stage}）：即策略记录的参数在该卡上的切片，按策略中的顺序排列；不比较数据类型（策略文件不记录数据类型）</translation>
    </message>
    <message>
        <location filename="../core/util/doctornotemessages.cpp" line="54"/>
        <source>all {params} parameters of the network would load ({mode}); {details}</source>
        <translation>网络的全部 {params} 个参数均可加载（{mode}）；{details}</translation>
    </message>
    <message>
        <location filename="../core/util/doctornotemessages.cpp" line="59"/>
        <source>{errors} of {params} parameters would not load ({mode}): {kinds}; {details}</source>
        <translation>网络的 {params} 个参数中有 {errors} 个无法加载（{mode}）：{kinds}；{details}</translation>
    </message>
    <message>
        <location filename="../core/util/layoutmessages.cpp" line="117"/>
        <source>saved with remove_redundancy: a rank file&apos;s safetensors metadata says so; MindFormers loads it as it is (metadata.json names each slice&apos;s file), or restore redundancy: shardscope-cli convert --src {folder} --dst FULL --src-strategy {strategy} --dst-strategy {strategy}</source>
        <translation>去冗余保存：某张卡文件的 safetensors 元数据如此标明；MindFormers 可直接加载（metadata.json 写明了每个切片所在的文件），或恢复冗余：shardscope-cli convert --src {folder} --dst FULL --src-strategy {strategy} --dst-strategy {strategy}</translation>
    </message>
    <message>
        <location filename="../core/util/layoutmessages.cpp" line="124"/>
        <source>saved with remove_redundancy: a rank file&apos;s safetensors metadata says so; MindFormers loads it as it is (metadata.json names each slice&apos;s file)</source>
        <translation>去冗余保存：某张卡文件的 safetensors 元数据如此标明；MindFormers 可直接加载（metadata.json 写明了每个切片所在的文件）</translation>
    </message>
    <message>
        <location filename="../core/util/layoutmessages.cpp" line="129"/>
        <source>saved with remove_redundancy: a rank file&apos;s safetensors metadata says so; load it with remove_redundancy=True, or restore redundancy: shardscope-cli convert --src {folder} --dst FULL --src-strategy {strategy} --dst-strategy {strategy}</source>
        <translation>去冗余保存：某张卡文件的 safetensors 元数据如此标明；请以 remove_redundancy=True 去冗余加载，或恢复冗余：shardscope-cli convert --src {folder} --dst FULL --src-strategy {strategy} --dst-strategy {strategy}</translation>
    </message>
    <message>
        <location filename="../core/util/layoutmessages.cpp" line="135"/>
        <source>saved with remove_redundancy: a rank file&apos;s safetensors metadata says so; load it with remove_redundancy=True</source>
        <translation>去冗余保存：某张卡文件的 safetensors 元数据如此标明；请以 remove_redundancy=True 去冗余加载</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/layoutmessages.cpp" line="143"/>
        <source>saved with remove_redundancy: {params} parameters are saved by one rank of each redundancy group ({size} not repeated); MindFormers loads it as it is (metadata.json names each slice&apos;s file), or restore redundancy: shardscope-cli convert --src {folder} --dst FULL --src-strategy {strategy} --dst-strategy {strategy}</source>
        <translation>
            <numerusform>去冗余保存：{params} 个参数只由每个冗余组中的一张卡保存（少存 {size}）；MindFormers 可直接加载（metadata.json 写明了每个切片所在的文件），或恢复冗余：shardscope-cli convert --src {folder} --dst FULL --src-strategy {strategy} --dst-strategy {strategy}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/layoutmessages.cpp" line="155"/>
        <source>saved with remove_redundancy: {params} parameters are saved by one rank of each redundancy group ({size} not repeated); MindFormers loads it as it is (metadata.json names each slice&apos;s file)</source>
        <translation>
            <numerusform>去冗余保存：{params} 个参数只由每个冗余组中的一张卡保存（少存 {size}）；MindFormers 可直接加载（metadata.json 写明了每个切片所在的文件）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/layoutmessages.cpp" line="166"/>
        <source>saved with remove_redundancy: {params} parameters are saved by one rank of each redundancy group ({size} not repeated); load it with remove_redundancy=True, or restore redundancy: shardscope-cli convert --src {folder} --dst FULL --src-strategy {strategy} --dst-strategy {strategy}</source>
        <translation>
            <numerusform>去冗余保存：{params} 个参数只由每个冗余组中的一张卡保存（少存 {size}）；请以 remove_redundancy=True 去冗余加载，或恢复冗余：shardscope-cli convert --src {folder} --dst FULL --src-strategy {strategy} --dst-strategy {strategy}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/layoutmessages.cpp" line="176"/>
        <source>saved with remove_redundancy: {params} parameters are saved by one rank of each redundancy group ({size} not repeated); load it with remove_redundancy=True</source>
        <translation>
            <numerusform>去冗余保存：{params} 个参数只由每个冗余组中的一张卡保存（少存 {size}）；请以 remove_redundancy=True 去冗余加载</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/util/layoutmessages.cpp" line="183"/>
        <source>using {step}; MindSpore&apos;s rule (each rank&apos;s lexicographically last file) {explanation}</source>
        <translation>使用 {step}；按 MindSpore 的规则（每张卡取字典序最后的文件）：{explanation}</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="13"/>
        <source>a line longer than 1 MiB (binary data?)</source>
        <translation>行长超过 1 MiB（可能是二进制数据）</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="15"/>
        <source>the outputs tuple ends before its &apos;)&apos;</source>
        <translation>输出元组缺少结尾的 &apos;)&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="18"/>
        <source>output {index} &apos;{value}&apos; holds no number</source>
        <translation>第 {index} 个输出 &apos;{value}&apos; 中没有数值</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="20"/>
        <source>no Tensor(...) in the outputs tuple</source>
        <translation>输出元组中没有 Tensor(...)</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="22"/>
        <source>no {field} number after &apos;{field}&apos;</source>
        <translation>&apos;{field}&apos; 后面没有 {field} 的数值</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="24"/>
        <source>a loss without a step</source>
        <translation>有损失值但没有步数</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="26"/>
        <source>the line ends before the loss</source>
        <translation>该行在损失值之前就结束了</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="28"/>
        <source>no &apos;:&apos; after &apos;{name}&apos;</source>
        <translation>&apos;{name}&apos; 后面没有 &apos;:&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="30"/>
        <source>{field} &apos;{value}&apos; is not a number</source>
        <translation>{field} 的值 &apos;{value}&apos; 不是数字</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="32"/>
        <source>no value after the loss</source>
        <translation>损失值位置为空</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="34"/>
        <source>no step on the line</source>
        <translation>该行没有步数</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="36"/>
        <source>no loss on the line</source>
        <translation>该行没有损失值</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="39"/>
        <source>global step {value} is past any training (over 2^40)</source>
        <translation>全局步数 {value} 超出了任何训练的范围（大于 2^40）</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="42"/>
        <source>{field} {value} is past any training (over 2^30)</source>
        <translation>{field} {value} 超出了任何训练的范围（大于 2^30）</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="51"/>
        <source>column &apos;{column}&apos;: &apos;{value}&apos; is not a whole number</source>
        <translation>列 &apos;{column}&apos;：&apos;{value}&apos; 不是整数</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="53"/>
        <source>column &apos;{column}&apos;: &apos;{value}&apos; is not a time (seconds, or a date and time)</source>
        <translation>列 &apos;{column}&apos;：&apos;{value}&apos; 不是时间（秒数，或日期和时间）</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="57"/>
        <source>column &apos;{column}&apos;: &apos;{value}&apos; is not a number</source>
        <translation>列 &apos;{column}&apos;：&apos;{value}&apos; 不是数字</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="60"/>
        <source>{cells} cells where the header has {columns}</source>
        <translation>有 {cells} 个单元格，而表头有 {columns} 列</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="62"/>
        <source>the header has no step column (expected step, iteration or global_step)</source>
        <translation>表头中没有步数列（应为 step、iteration 或 global_step）</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="67"/>
        <source>key &apos;{key}&apos;: &apos;{value}&apos; is not a whole number</source>
        <translation>键 &apos;{key}&apos;：&apos;{value}&apos; 不是整数</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="69"/>
        <source>key &apos;{key}&apos;: &apos;{value}&apos; is not a time</source>
        <translation>键 &apos;{key}&apos;：&apos;{value}&apos; 不是时间</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="70"/>
        <source>key &apos;{key}&apos;: &apos;{value}&apos; is not a number</source>
        <translation>键 &apos;{key}&apos;：&apos;{value}&apos; 不是数字</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="72"/>
        <source>key &apos;{key}&apos;: &apos;{value}&apos; is no value</source>
        <translation>键 &apos;{key}&apos;：&apos;{value}&apos; 不是有效的值</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="76"/>
        <source>not a JSON object: expected a key at column {column}</source>
        <translation>不是 JSON 对象：第 {column} 列处应为键</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="79"/>
        <source>not a JSON object: expected a value at column {column}</source>
        <translation>不是 JSON 对象：第 {column} 列处应为值</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="82"/>
        <source>not a JSON object: expected &apos;,&apos; or &apos;}&apos; at column {column}</source>
        <translation>不是 JSON 对象：第 {column} 列处应为 &apos;,&apos; 或 &apos;}&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="85"/>
        <source>not a JSON object: expected {expected} at column {column}</source>
        <translation>不是 JSON 对象：第 {column} 列处应为 {expected}</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="89"/>
        <source>{name}: no &apos;:&apos; before its value &apos;{value}&apos;, the field skipped</source>
        <translation>{name}：值 &apos;{value}&apos; 前面没有 &apos;:&apos;，已跳过该字段</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="92"/>
        <source>no &apos;:&apos; after &apos;{field}&apos;, the field skipped</source>
        <translation>&apos;{field}&apos; 后面没有 &apos;:&apos;，已跳过该字段</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="94"/>
        <source>{name}: &apos;{value}&apos; is not a number</source>
        <translation>{name}：&apos;{value}&apos; 不是数字</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="96"/>
        <source>{name}: given twice on the line, the first value kept</source>
        <translation>{name}：在同一行中出现两次，保留第一个值</translation>
    </message>
    <message>
        <location filename="../core/util/logmessages.cpp" line="100"/>
        <source>{name}: unit &apos;{unit}&apos; where earlier lines had &apos;{earlier}&apos;</source>
        <translation>{name}：单位为 &apos;{unit}&apos;，而前面的行是 &apos;{earlier}&apos;</translation>
    </message>
    <message>
        <location filename="../core/util/reasonmessages.cpp" line="11"/>
        <source>status is &apos;{status}&apos;, not &apos;completed&apos;: HCCL does not use the table yet</source>
        <translation>status 为 &apos;{status}&apos; 而不是 &apos;completed&apos;：HCCL 尚不会使用该 rank table 文件</translation>
    </message>
    <message>
        <location filename="../core/util/reasonmessages.cpp" line="16"/>
        <source>version &apos;{version}&apos; is not one this reader knows (1.0, 1.1, 1.2); read as 1.0</source>
        <translation>version &apos;{version}&apos; 不是已知的版本（1.0、1.1、1.2）；按 1.0 读取</translation>
    </message>
    <message>
        <location filename="../core/util/reasonmessages.cpp" line="21"/>
        <source>servers {servers} both have server_id &apos;{id}&apos; (published samples mask the address); they are kept apart as {labels}</source>
        <translation>服务器 {servers} 的 server_id 都是 &apos;{id}&apos;（公开的示例会隐去地址）；按位置区分为 {labels}</translation>
    </message>
    <message>
        <location filename="../core/util/reasonmessages.cpp" line="25"/>
        <source>servers {servers} all have server_id &apos;{id}&apos; (published samples mask the address); they are kept apart as {labels}</source>
        <translation>服务器 {servers} 的 server_id 都是 &apos;{id}&apos;（公开的示例会隐去地址）；按位置区分为 {labels}</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/reasonmessages.cpp" line="32"/>
        <source>the table is a template: {placeholders} are placeholders where an address belongs; fill in the real addresses before the table places ranks on hosts</source>
        <translation>
            <numerusform>该 rank table 文件是模板：{placeholders} 是地址的占位符；请先填入真实地址，才能用它确定各卡所在的主机</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/util/reasonmessages.cpp" line="38"/>
        <source>ranks {ranks} both give device_ip {ip}</source>
        <translation>卡 {ranks} 的 device_ip 都是 {ip}</translation>
    </message>
    <message>
        <location filename="../core/util/reasonmessages.cpp" line="39"/>
        <source>ranks {ranks} all give device_ip {ip} (HCCL wants each card&apos;s own)</source>
        <translation>卡 {ranks} 的 device_ip 都是 {ip}（HCCL 要求每张卡各不相同）</translation>
    </message>
    <message>
        <location filename="../core/util/reasonmessages.cpp" line="47"/>
        <source>empty (0 bytes)</source>
        <translation>空文件（0 字节）</translation>
    </message>
    <message>
        <location filename="../core/util/reasonmessages.cpp" line="49"/>
        <source>truncated ({error})</source>
        <translation>不完整（截断，{error}）</translation>
    </message>
    <message>
        <location filename="../core/util/reasonmessages.cpp" line="50"/>
        <source>encrypted ({error})</source>
        <translation>已加密（{error}）</translation>
    </message>
    <message>
        <location filename="../core/util/reasonmessages.cpp" line="51"/>
        <source>cannot be read ({error})</source>
        <translation>无法读取（{error}）</translation>
    </message>
    <message>
        <location filename="../core/util/reasonmessages.cpp" line="54"/>
        <source>shape contradicts the strategy: &apos;{param}&apos; is {shape}, the strategy gives {expected}</source>
        <translation>形状与策略文件矛盾：&apos;{param}&apos; 的形状为 {shape}，策略文件给出的是 {expected}</translation>
    </message>
    <message>
        <location filename="../core/util/reasonmessages.cpp" line="59"/>
        <source>shape contradicts the strategy: &apos;{param}&apos; {shape} contradicts the strategy: {error}</source>
        <translation>形状与策略文件矛盾：&apos;{param}&apos; {shape} 无法按策略文件切分：{error}</translation>
    </message>
    <message>
        <location filename="../core/util/reasonmessages.cpp" line="64"/>
        <source>changed while it was read ({listed} bytes, then {read}): still being written</source>
        <translation>读取期间文件发生变化（先为 {listed} 字节，后为 {read} 字节）：仍在写入中</translation>
    </message>
    <message>
        <location filename="../core/util/reasonmessages.cpp" line="69"/>
        <source>CRC mismatch (crc_num {stored}, the bytes give {computed})</source>
        <translation>CRC 不匹配（crc_num 为 {stored}，按内容计算得 {computed}）</translation>
    </message>
    <message>
        <location filename="../core/util/reasonmessages.cpp" line="73"/>
        <source>only a leftover temporary, {temporary}: the save was interrupted</source>
        <translation>只有残留的临时文件 {temporary}：保存被中断</translation>
    </message>
    <message>
        <location filename="../core/util/reasonmessages.cpp" line="77"/>
        <source>fault-tolerance save not finished (its folder ends in _tmp)</source>
        <translation>容错保存未完成（其文件夹名以 _tmp 结尾）</translation>
    </message>
    <message>
        <location filename="../core/util/reasonmessages.cpp" line="81"/>
        <source>tensor list differs from this rank&apos;s other saved steps: {difference}</source>
        <translation>张量列表与该卡的其他保存点不同：{difference}</translation>
    </message>
    <message>
        <location filename="../core/util/reasonmessages.cpp" line="84"/>
        <source>tensor list differs from this rank&apos;s other saved steps</source>
        <translation>张量列表与该卡的其他保存点不同</translation>
    </message>
    <message>
        <location filename="../core/util/errormessages.cpp" line="14"/>
        <source>the strategy file cannot be used, so the layouts are not shown: {error}</source>
        <translation>策略文件无法使用，因此不显示张量排布：{error}</translation>
    </message>
    <message>
        <location filename="../core/util/errormessages.cpp" line="18"/>
        <source>the layouts cannot be placed on ranks: {error}</source>
        <translation>无法将张量排布对应到各卡：{error}</translation>
    </message>
    <message>
        <location filename="../core/util/errormessages.cpp" line="20"/>
        <source>the strategy file cannot be used, so the saved tensors&apos; shapes are not checked against it: {error}</source>
        <translation>策略文件无法使用，因此不按它检查已保存张量的形状：{error}</translation>
    </message>
    <message>
        <location filename="../core/util/errormessages.cpp" line="24"/>
        <source>the strategy file cannot be used: {error}</source>
        <translation>策略文件无法使用：{error}</translation>
    </message>
    <message>
        <location filename="../core/util/errormessages.cpp" line="26"/>
        <source>the rank table cannot be used, so the cards are not placed on servers: {error}</source>
        <translation>rank table 文件无法使用，因此无法确定各卡所在的服务器：{error}</translation>
    </message>
    <message>
        <location filename="../core/util/errormessages.cpp" line="30"/>
        <source>a source file cannot be read: {error}</source>
        <translation>无法读取源文件：{error}</translation>
    </message>
    <message>
        <location filename="../core/util/errormessages.cpp" line="32"/>
        <source>destination rank {rank} cannot be planned: {error}</source>
        <translation>无法为目标卡 {rank} 制定转换方案：{error}</translation>
    </message>
    <message>
        <location filename="../core/util/errormessages.cpp" line="36"/>
        <source>the source strategy cannot be simulated: {error}</source>
        <translation>无法模拟源策略文件：{error}</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/outcomemessages.cpp" line="17"/>
        <source>missing on ranks {ranks}</source>
        <translation>
            <numerusform>卡 {ranks}：缺失</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/outcomemessages.cpp" line="20"/>
        <source>{damage} on ranks {ranks}</source>
        <translation>
            <numerusform>卡 {ranks}：{damage}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/util/outcomemessages.cpp" line="22"/>
        <source>finds no checkpoint file</source>
        <translation>找不到检查点文件</translation>
    </message>
    <message>
        <location filename="../core/util/outcomemessages.cpp" line="24"/>
        <source>takes different steps on different ranks: {parts}</source>
        <translation>会在不同的卡上取不同的保存点：{parts}</translation>
    </message>
    <message>
        <location filename="../core/util/outcomemessages.cpp" line="28"/>
        <source>takes files that are no saved steps (&apos;{file}&apos; on rank {rank}, one on each of ranks {ranks})</source>
        <translation>会取不是保存点的文件（卡 {rank} 上的“{file}”，卡 {ranks} 上各一个）</translation>
    </message>
    <message>
        <location filename="../core/util/outcomemessages.cpp" line="31"/>
        <source>takes &apos;{file}&apos;, which is no saved step</source>
        <translation>会取“{file}”，它不是保存点</translation>
    </message>
    <message>
        <location filename="../core/util/outcomemessages.cpp" line="33"/>
        <source>takes the same step, {step}</source>
        <translation>取的是同一个保存点 {step}</translation>
    </message>
    <message>
        <location filename="../core/util/outcomemessages.cpp" line="36"/>
        <source>takes an older step, {step} ({when}), instead of {resume} (names sort as text, so &apos;{resume}&apos; comes before &apos;{step}&apos;)</source>
        <translation>会取更早的保存点 {step}（{when}），而不是 {resume}（文件名按文本排序，所以“{resume}”排在“{step}”之前）</translation>
    </message>
    <message>
        <location filename="../core/util/outcomemessages.cpp" line="39"/>
        <source>takes an older step, {step} ({when}), instead of {resume}</source>
        <translation>会取更早的保存点 {step}（{when}），而不是 {resume}</translation>
    </message>
    <message>
        <location filename="../core/util/outcomemessages.cpp" line="43"/>
        <source>takes {step}, which cannot be resumed from: {reasons}</source>
        <translation>会取 {step}，而它无法用于续训：{reasons}</translation>
    </message>
    <message>
        <location filename="../core/util/outcomemessages.cpp" line="46"/>
        <source>takes {step}, which cannot be resumed from</source>
        <translation>会取 {step}，而它无法用于续训</translation>
    </message>
    <message>
        <location filename="../core/util/outcomemessages.cpp" line="48"/>
        <source>no meta.json: the newest file by modification time on each rank</source>
        <translation>没有 meta.json：每张卡取修改时间最新的文件</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/outcomemessages.cpp" line="53"/>
        <source>no usable meta.json on ranks {ranks}: MindFormers skips them</source>
        <translation>
            <numerusform>卡 {ranks} 上没有可用的 meta.json：MindFormers 会跳过这些卡</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/util/outcomemessages.cpp" line="57"/>
        <source>finds no step at or below the lowest meta.json entry on every rank (&quot;No checkpoint could be resumed.&quot;)</source>
        <translation>在每张卡上都找不到不晚于 meta.json 最低记录的保存点（“No checkpoint could be resumed.”）</translation>
    </message>
    <message>
        <location filename="../core/util/outcomemessages.cpp" line="68"/>
        <source>fits: peak {peak} of {memory} on {where} (activations not counted: {reason})</source>
        <translation>放得下：峰值 {peak} / {memory}，位于{where}（未计入激活值：{reason}）</translation>
    </message>
    <message>
        <location filename="../core/util/outcomemessages.cpp" line="72"/>
        <source>fits: peak {peak} of {memory} on {where}</source>
        <translation>放得下：峰值 {peak} / {memory}，位于{where}</translation>
    </message>
    <message>
        <location filename="../core/util/outcomemessages.cpp" line="74"/>
        <source>does not fit: {where} needs {needs} of {memory} (activations not counted: {reason})</source>
        <translation>放不下：需要 {needs} / {memory}，位于{where}（未计入激活值：{reason}）</translation>
    </message>
    <message>
        <location filename="../core/util/outcomemessages.cpp" line="78"/>
        <source>does not fit: {where} needs {needs} of {memory}</source>
        <translation>放不下：需要 {needs} / {memory}，位于{where}</translation>
    </message>
    <message>
        <location filename="../core/util/outcomemessages.cpp" line="81"/>
        <source>the sequence length is not known (give --seq)</source>
        <translation>序列长度未知（请给出 --seq）</translation>
    </message>
    <message>
        <location filename="../core/util/outcomemessages.cpp" line="83"/>
        <source>the attention heads are not in the checkpoint (give --heads, or recompute selectively, which keeps no attention scores)</source>
        <translation>检查点中没有注意力头数（请给出 --heads，或使用选择性重计算，它不保留注意力分数）</translation>
    </message>
    <message>
        <location filename="../core/util/outcomemessages.cpp" line="88"/>
        <source>no word embedding (a 2-D parameter named *embed*) gives the hidden size</source>
        <translation>没有词嵌入（名为 *embed* 的二维参数）给出隐藏层大小</translation>
    </message>
    <message>
        <location filename="../core/util/outcomemessages.cpp" line="92"/>
        <source>no repeated block (names like model.layers.&lt;i&gt;.) gives the layers</source>
        <translation>没有重复的块（名称形如“model.layers.&lt;i&gt;.”）给出层数</translation>
    </message>
    <message>
        <location filename="../core/util/outcomemessages.cpp" line="96"/>
        <source>&apos;{part}&apos; is not NAME=NUMBER with a number of 1 or more</source>
        <translation>“{part}”不符合 NAME=NUMBER 格式（数值须为 1 或更大）</translation>
    </message>
    <message>
        <location filename="../core/util/outcomemessages.cpp" line="99"/>
        <source>unknown axis &apos;{axis}&apos; (a preset&apos;s axes are dp, mp, pp and opt)</source>
        <translation>未知的轴“{axis}”（预设模型的轴为 dp、mp、pp 和 opt）</translation>
    </message>
    <message>
        <location filename="../core/util/outcomemessages.cpp" line="103"/>
        <source>more than {limit} cards</source>
        <translation>超过 {limit} 张卡</translation>
    </message>
    <message>
        <location filename="../core/util/outcomemessages.cpp" line="110"/>
        <location filename="../core/util/outcomemessages.cpp" line="111"/>
        <location filename="../core/util/outcomemessages.cpp" line="132"/>
        <source>{error}</source>
        <translation>{error}</translation>
    </message>
    <message>
        <location filename="../core/util/outcomemessages.cpp" line="113"/>
        <source>{file}: the crc check is failed</source>
        <translation>{file}：CRC 校验失败</translation>
    </message>
    <message>
        <location filename="../core/util/outcomemessages.cpp" line="115"/>
        <source>{file}: does not match the plan: holds {held} tensors, the plan {planned}</source>
        <translation>{file}：与计划不符：文件中有 {held} 个张量，计划为 {planned} 个</translation>
    </message>
    <message>
        <location filename="../core/util/outcomemessages.cpp" line="119"/>
        <source>{file}: does not match the plan: tensor {tensor} is &apos;{name}&apos; {dtype} {shape}, the plan has &apos;{planned_name}&apos; {planned_dtype} {planned_shape}</source>
        <translation>{file}：与计划不符：张量 {tensor} 是“{name}” {dtype} {shape}，计划为“{planned_name}” {planned_dtype} {planned_shape}</translation>
    </message>
    <message>
        <location filename="../core/util/outcomemessages.cpp" line="124"/>
        <source>{file}: does not match the plan (file size)</source>
        <translation>{file}：与计划不符（文件大小）</translation>
    </message>
    <message>
        <location filename="../core/util/outcomemessages.cpp" line="126"/>
        <source>the plan&apos;s copies cover {covered} of {bytes} bytes</source>
        <translation>计划的复制只覆盖了 {bytes} 字节中的 {covered} 字节</translation>
    </message>
    <message>
        <location filename="../core/util/outcomemessages.cpp" line="129"/>
        <source>{bytes} bytes differ from the source bytes they were copied from</source>
        <translation>有 {bytes} 字节与其复制来源的字节不同</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="17"/>
        <source>rank {rank}&apos;s checkpoint is one slice of a run of {ranks} ranks ({stages} pipeline stage of {devices} devices): {params} parameters hold slices, and a stand-alone network needs the full tensors.</source>
        <translation>
            <numerusform>卡 {rank} 的检查点只是一次 {ranks} 卡训练（{stages} 个流水线阶段，每个阶段 {devices} 张卡）中的一个切片：{params} 个参数存的是切片，而单卡网络需要完整张量。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="27"/>
        <source>rank {rank}&apos;s checkpoint is one slice of a run of {ranks} ranks ({stages} pipeline stages of {devices} devices): {params} parameters hold slices, and a stand-alone network needs the full tensors.</source>
        <translation>
            <numerusform>卡 {rank} 的检查点只是一次 {ranks} 卡训练（{stages} 个流水线阶段，每个阶段 {devices} 张卡）中的一个切片：{params} 个参数存的是切片，而单卡网络需要完整张量。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="38"/>
        <source>{params} parameters are smaller than the network&apos;s along one dimension by the same factor: the checkpoint looks like one rank&apos;s slice of a split run, loaded into a stand-alone network.</source>
        <translation>
            <numerusform>{params} 个参数在某一维上都比网络中的小同一个倍数：检查点看起来是切分训练中某张卡的切片，被加载到了单卡网络中。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="47"/>
        <source>{params} parameters are larger in the checkpoint along one dimension: the network looks compiled for a parallel strategy and holds slices.</source>
        <translation>
            <numerusform>{params} 个参数在检查点中的某一维更大：网络看起来是按并行策略编译的，持有的是切片。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="56"/>
        <source>the checkpoint holds full tensors, but the network is rank {rank} of a strategy that splits {params} parameters.</source>
        <translation>
            <numerusform>检查点包含完整张量，但网络是某个策略中的卡 {rank}，该策略切分了 {params} 个参数。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="64"/>
        <source>the checkpoint is split for another strategy than the network&apos;s: {params} parameters are cut differently.</source>
        <translation>
            <numerusform>检查点是按与网络不同的另一种策略切分的：{params} 个参数的切分方式不同。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="72"/>
        <source>{params} parameters of the network are in the checkpoints of another pipeline stage: the checkpoint holds stage {stage} only.</source>
        <translation>
            <numerusform>网络的 {params} 个参数位于另一个流水线阶段的检查点中：此检查点只包含阶段 {stage}。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/util/doctorfindingmessages.cpp" line="85"/>
        <source>the network is built with another model configuration than the checkpoint (checkpoint -&gt; network): {changes}.</source>
        <translation>网络构建时使用的模型配置与检查点不同（检查点 → 网络）：{changes}。</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="94"/>
        <source>{block}: the checkpoint has {ckpt_layers} layers ({ckpt_range}), the network {net_layers} ({net_range}); the checkpoint&apos;s layers {extra} are not loaded (ckpt_not_load) (or the checkpoint holds only some pipeline stages&apos; layers: give the run&apos;s strategy with --strategy to tell).</source>
        <translation>
            <numerusform>{block}：检查点有 {ckpt_layers} 层（{ckpt_range}），网络有 {net_layers} 层（{net_range}）；检查点的第 {extra} 层不会被加载（ckpt_not_load）（也可能检查点只包含部分流水线阶段的层：用 --strategy 提供训练的策略文件即可判断）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="105"/>
        <source>{block}: the checkpoint has {ckpt_layers} layers ({ckpt_range}), the network {net_layers} ({net_range}); the checkpoint&apos;s layers {extra} are not loaded (ckpt_not_load).</source>
        <translation>
            <numerusform>{block}：检查点有 {ckpt_layers} 层（{ckpt_range}），网络有 {net_layers} 层（{net_range}）；检查点的第 {extra} 层不会被加载（ckpt_not_load）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="114"/>
        <source>{block}: the checkpoint has {ckpt_layers} layers ({ckpt_range}), the network {net_layers} ({net_range}) (or the checkpoint holds only some pipeline stages&apos; layers: give the run&apos;s strategy with --strategy to tell).</source>
        <translation>
            <numerusform>{block}：检查点有 {ckpt_layers} 层（{ckpt_range}），网络有 {net_layers} 层（{net_range}）（也可能检查点只包含部分流水线阶段的层：用 --strategy 提供训练的策略文件即可判断）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="123"/>
        <source>{block}: the checkpoint has {ckpt_layers} layers ({ckpt_range}), the network {net_layers} ({net_range}).</source>
        <translation>
            <numerusform>{block}：检查点有 {ckpt_layers} 层（{ckpt_range}），网络有 {net_layers} 层（{net_range}）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="131"/>
        <source>{params} parameters differ from the checkpoint&apos;s names only by the prefix {prefix}, which the network&apos;s names carry.</source>
        <translation>
            <numerusform>{params} 个参数与检查点中的名称只差前缀 {prefix}，该前缀出现在网络的名称中。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="138"/>
        <source>{params} parameters differ from the checkpoint&apos;s names only by the prefix {prefix}, which the checkpoint&apos;s names carry.</source>
        <translation>
            <numerusform>{params} 个参数与检查点中的名称只差前缀 {prefix}，该前缀出现在检查点的名称中。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/util/doctorfindingmessages.cpp" line="144"/>
        <source>{params} parameters were renamed the same way: {from} in the checkpoint is {to} in the network.</source>
        <translation>{params} 个参数以相同方式被重命名：检查点中的 {from} 在网络中是 {to}。</translation>
    </message>
    <message>
        <location filename="../core/util/doctorfindingmessages.cpp" line="149"/>
        <source>{params} parameters are {ckpt_dtype} in the checkpoint and {net_dtype} in the network (converted on load).</source>
        <translation>{params} 个参数在检查点中是 {ckpt_dtype}，在网络中是 {net_dtype}（加载时会转换）。</translation>
    </message>
    <message>
        <location filename="../core/util/doctorfindingmessages.cpp" line="152"/>
        <source>{params} parameters are {ckpt_dtype} in the checkpoint and {net_dtype} in the network.</source>
        <translation>{params} 个参数在检查点中是 {ckpt_dtype}，在网络中是 {net_dtype}。</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="168"/>
        <source>rank {rank}&apos;s checkpoint comes from a run saved with remove_redundancy=True: {params} parameters of this rank were saved by other members of their groups ({holders} and {more} other rank), and load_param_into_net without the flag leaves them unloaded. Load it with remove_redundancy=True, or restore redundancy first and load rank {rank}&apos;s file of the full copy</source>
        <translation>
            <numerusform>卡 {rank} 的检查点来自去冗余保存（remove_redundancy=True）的训练：这张卡的 {params} 个参数由所在组的其他成员保存（{holders}，另有 {more} 张卡），不带该选项调用 load_param_into_net 时它们不会被加载。请以 remove_redundancy=True 去冗余加载，或先恢复冗余，再加载完整副本中卡 {rank} 的文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="182"/>
        <source>rank {rank}&apos;s checkpoint comes from a run saved with remove_redundancy=True: {params} parameters of this rank were saved by other members of their groups ({holders} and {more} other ranks), and load_param_into_net without the flag leaves them unloaded. Load it with remove_redundancy=True, or restore redundancy first and load rank {rank}&apos;s file of the full copy</source>
        <translation>
            <numerusform>卡 {rank} 的检查点来自去冗余保存（remove_redundancy=True）的训练：这张卡的 {params} 个参数由所在组的其他成员保存（{holders}，另有 {more} 张卡），不带该选项调用 load_param_into_net 时它们不会被加载。请以 remove_redundancy=True 去冗余加载，或先恢复冗余，再加载完整副本中卡 {rank} 的文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="196"/>
        <source>rank {rank}&apos;s checkpoint comes from a run saved with remove_redundancy=True: {params} parameters of this rank were saved by other members of their groups ({holders}), and load_param_into_net without the flag leaves them unloaded. Load it with remove_redundancy=True, or restore redundancy first and load rank {rank}&apos;s file of the full copy</source>
        <translation>
            <numerusform>卡 {rank} 的检查点来自去冗余保存（remove_redundancy=True）的训练：这张卡的 {params} 个参数由所在组的其他成员保存（{holders}），不带该选项调用 load_param_into_net 时它们不会被加载。请以 remove_redundancy=True 去冗余加载，或先恢复冗余，再加载完整副本中卡 {rank} 的文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="212"/>
        <source>rank {rank}&apos;s files come from a MindFormers iteration saved with remove_redundancy: {params} parameters of this rank were saved by other ranks ({holders} and {more} other rank), and loading this rank&apos;s files alone leaves them unloaded. Load the iteration with MindFormers&apos; load_checkpoint (metadata.json names each slice&apos;s file), or restore redundancy first and load rank {rank}&apos;s file of the full copy</source>
        <translation>
            <numerusform>卡 {rank} 的文件来自 MindFormers 去冗余保存的迭代：这张卡的 {params} 个参数由其他卡保存（{holders}，另有 {more} 张卡），只加载这张卡的文件时它们不会被加载。请用 MindFormers 的 load_checkpoint 加载该迭代（metadata.json 写明了每个切片所在的文件），或先恢复冗余，再加载完整副本中卡 {rank} 的文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="228"/>
        <source>rank {rank}&apos;s files come from a MindFormers iteration saved with remove_redundancy: {params} parameters of this rank were saved by other ranks ({holders} and {more} other ranks), and loading this rank&apos;s files alone leaves them unloaded. Load the iteration with MindFormers&apos; load_checkpoint (metadata.json names each slice&apos;s file), or restore redundancy first and load rank {rank}&apos;s file of the full copy</source>
        <translation>
            <numerusform>卡 {rank} 的文件来自 MindFormers 去冗余保存的迭代：这张卡的 {params} 个参数由其他卡保存（{holders}，另有 {more} 张卡），只加载这张卡的文件时它们不会被加载。请用 MindFormers 的 load_checkpoint 加载该迭代（metadata.json 写明了每个切片所在的文件），或先恢复冗余，再加载完整副本中卡 {rank} 的文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfindingmessages.cpp" line="244"/>
        <source>rank {rank}&apos;s files come from a MindFormers iteration saved with remove_redundancy: {params} parameters of this rank were saved by other ranks ({holders}), and loading this rank&apos;s files alone leaves them unloaded. Load the iteration with MindFormers&apos; load_checkpoint (metadata.json names each slice&apos;s file), or restore redundancy first and load rank {rank}&apos;s file of the full copy</source>
        <translation>
            <numerusform>卡 {rank} 的文件来自 MindFormers 去冗余保存的迭代：这张卡的 {params} 个参数由其他卡保存（{holders}），只加载这张卡的文件时它们不会被加载。请用 MindFormers 的 load_checkpoint 加载该迭代（metadata.json 写明了每个切片所在的文件），或先恢复冗余，再加载完整副本中卡 {rank} 的文件</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/util/doctorfindingmessages.cpp" line="255"/>
        <source>the run was saved with full redundancy, but it is loaded with remove_redundancy=True: MindSpore raises at {param}, the first parameter that several ranks of one group hold. Load without the flag, or write a copy saved without redundancy</source>
        <translation>本次训练未去冗余保存，却以 remove_redundancy=True 去冗余加载：MindSpore 会在 {param} 处报错，它是第一个由同组多张卡同时持有的参数。请不带该选项加载，或写出一份去冗余保存的副本</translation>
    </message>
    <message>
        <location filename="../core/util/doctorfixmessages.cpp" line="14"/>
        <source>none needed; to load it as stored, build the network&apos;s {param} as {ckpt_dtype}</source>
        <translation>无需修复；若要按存储的类型加载，请将网络的 {param} 构建为 {ckpt_dtype}</translation>
    </message>
    <message>
        <location filename="../core/util/doctorfixmessages.cpp" line="19"/>
        <source>load with strict_load=False: MindSpore then converts {ckpt_dtype} to {net_dtype} with a warning</source>
        <translation>以 strict_load=False 加载：MindSpore 会把 {ckpt_dtype} 转换为 {net_dtype}，并给出警告</translation>
    </message>
    <message>
        <location filename="../core/util/doctorfixmessages.cpp" line="24"/>
        <source>declare {param} as {ckpt_dtype} in the network (the checkpoint&apos;s dtype), or cast the entry in the parameter_dict before loading</source>
        <translation>在网络中把 {param} 声明为 {ckpt_dtype}（检查点的数据类型），或在加载前转换 parameter_dict 中的该条目</translation>
    </message>
    <message>
        <location filename="../core/util/doctorfixmessages.cpp" line="29"/>
        <source>declare {param} with shape (1,) or () in the network, or load a checkpoint that stores it as a tensor</source>
        <translation>在网络中把 {param} 声明为形状 (1,) 或 ()，或加载将它存为张量的检查点</translation>
    </message>
    <message>
        <location filename="../core/util/doctorfixmessages.cpp" line="33"/>
        <source>none in this checkpoint: it holds no tensor of that name</source>
        <translation>此检查点无法修复：其中没有这个名称的张量</translation>
    </message>
    <message>
        <location filename="../core/util/doctorfixmessages.cpp" line="37"/>
        <source>add the prefix to the checkpoint&apos;s names before loading</source>
        <translation>加载前给检查点的名称加上前缀</translation>
    </message>
    <message>
        <location filename="../core/util/doctorfixmessages.cpp" line="42"/>
        <source>load with strict_load=False: MindSpore then strips the prefix {prefix} itself (and logs it)</source>
        <translation>以 strict_load=False 加载：MindSpore 会自行去掉前缀 {prefix}（并记录日志）</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfixmessages.cpp" line="49"/>
        <source>build the network with {layers} layers (the checkpoint&apos;s; it has {net_layers}), or load a checkpoint of the network&apos;s depth</source>
        <translation>
            <numerusform>用 {layers} 层构建网络（检查点的层数；网络有 {net_layers} 层），或加载与网络层数相同的检查点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctorfixmessages.cpp" line="57"/>
        <source>build the network with {layers} layers (the checkpoint&apos;s), or load a checkpoint of the network&apos;s depth</source>
        <translation>
            <numerusform>用 {layers} 层构建网络（检查点的层数），或加载与网络层数相同的检查点</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/util/doctorfixmessages.cpp" line="62"/>
        <source>rename the entry before loading</source>
        <translation>加载前重命名该条目</translation>
    </message>
    <message>
        <location filename="../core/util/doctorfixmessages.cpp" line="64"/>
        <source>rename the entries before loading</source>
        <translation>加载前重命名这些条目</translation>
    </message>
    <message>
        <location filename="../core/util/doctorfixmessages.cpp" line="66"/>
        <source>none in this checkpoint: check that it was saved from this network</source>
        <translation>此检查点无法修复：请确认它是从这个网络保存的</translation>
    </message>
    <message>
        <location filename="../core/util/doctorfixmessages.cpp" line="71"/>
        <source>describe the network by its strategy (--net-strategy, JSON form) for the exact convert command</source>
        <translation>用网络的策略（--net-strategy，JSON 格式）描述网络，即可得到确切的 convert 命令</translation>
    </message>
    <message>
        <location filename="../core/util/doctorfixmessages.cpp" line="75"/>
        <source>check that the checkpoint was saved from this network and configuration</source>
        <translation>请确认检查点是从这个网络、以这套配置保存的</translation>
    </message>
    <message>
        <location filename="../core/util/doctorfixmessages.cpp" line="80"/>
        <source>build the network with {values} (the checkpoint&apos;s; the network uses {net_values}), or load a checkpoint trained with the network&apos;s configuration</source>
        <translation>按{values} 构建网络（检查点的取值；网络用的是 {net_values}），或加载以网络的配置训练的检查点</translation>
    </message>
    <message>
        <location filename="../core/util/doctorfixmessages.cpp" line="86"/>
        <source>build the network with {values} (the checkpoint&apos;s values), or load a checkpoint trained with the network&apos;s configuration</source>
        <translation>按{values} 构建网络（检查点的取值），或加载以网络的配置训练的检查点</translation>
    </message>
    <message>
        <location filename="../core/util/doctorfixmessages.cpp" line="91"/>
        <source>build the network&apos;s parameters as {ckpt_dtype} (its param_init_type or dtype setting), or save the checkpoint as {net_dtype}</source>
        <translation>将网络的参数构建为 {ckpt_dtype}（其 param_init_type 或 dtype 设置），或将检查点保存为 {net_dtype}</translation>
    </message>
    <message>
        <location filename="../core/util/doctorfixmessages.cpp" line="102"/>
        <source>merge the run&apos;s ranks into one full checkpoint, then load {file}</source>
        <translation>将本次训练各卡的文件合并为一个完整检查点，然后加载 {file}</translation>
    </message>
    <message>
        <location filename="../core/util/doctorfixmessages.cpp" line="107"/>
        <source>merge the run&apos;s ranks into one full checkpoint with the strategy file the training saved (none was given or found beside the run; give it with --strategy for the exact command): {command}</source>
        <translation>用训练时保存的策略文件将本次训练各卡的文件合并为一个完整检查点（未提供策略文件，训练目录旁也未找到；用 --strategy 提供即可得到确切的命令）：{command}</translation>
    </message>
    <message>
        <location filename="../core/util/doctorfixmessages.cpp" line="113"/>
        <source>this file is one rank&apos;s slice: put every rank&apos;s checkpoint in rank_&lt;N&gt;/ folders of one run folder RUN, then merge them: {command}</source>
        <translation>此文件是某张卡的切片：把每张卡的检查点放到同一个训练目录 RUN 下的 rank_&lt;N&gt;/ 文件夹中，然后合并：{command}</translation>
    </message>
    <message>
        <location filename="../core/util/doctorfixmessages.cpp" line="118"/>
        <source>reshard the run for the network&apos;s strategy, then load {file} on rank {rank}</source>
        <translation>按网络的策略对本次训练重新切分，然后在卡 {rank} 上加载 {file}</translation>
    </message>
    <message>
        <location filename="../core/util/doctorfixmessages.cpp" line="123"/>
        <source>put the checkpoint in a rank_0/ folder and reshard it for the network&apos;s strategy, then load {file} on rank {rank}</source>
        <translation>把检查点放入 rank_0/ 文件夹并按网络的策略重新切分，然后在卡 {rank} 上加载 {file}</translation>
    </message>
    <message>
        <location filename="../core/util/doctorfixmessages.cpp" line="127"/>
        <source>reshard the run for the network&apos;s strategy; {merge}</source>
        <translation>按网络的策略对本次训练重新切分；{merge}</translation>
    </message>
    <message>
        <location filename="../core/util/doctorfixmessages.cpp" line="131"/>
        <source>load rank {rank}&apos;s own checkpoint</source>
        <translation>加载卡 {rank} 自己的检查点</translation>
    </message>
    <message>
        <location filename="../core/util/doctorfixmessages.cpp" line="134"/>
        <source>load the iteration with MindFormers&apos; load_checkpoint, which reads it from rank {holder}&apos;s file, or restore redundancy first</source>
        <translation>用 MindFormers 的 load_checkpoint 加载该迭代（它会从卡 {holder} 的文件中读取），或先恢复冗余</translation>
    </message>
    <message>
        <location filename="../core/util/doctorfixmessages.cpp" line="139"/>
        <source>load with remove_redundancy=True (load_checkpoint and load_param_into_net, in the compiled parallel network): rank {holder}&apos;s copy is then broadcast to the group</source>
        <translation>以 remove_redundancy=True 加载（在已编译的并行网络中调用 load_checkpoint 和 load_param_into_net）：卡 {holder} 的副本会广播给组内各卡</translation>
    </message>
    <message>
        <location filename="../core/util/doctorfixmessages.cpp" line="145"/>
        <source>restore redundancy (every rank file complete, loads without the flag), then load {file} of {folder}</source>
        <translation>恢复冗余（每张卡的文件都完整，不带该选项即可加载），然后加载 {folder} 中的 {file}</translation>
    </message>
    <message>
        <location filename="../core/util/doctorfixmessages.cpp" line="149"/>
        <source>load without remove_redundancy=True: every rank&apos;s file is complete</source>
        <translation>不带 remove_redundancy=True 加载：每张卡的文件都是完整的</translation>
    </message>
    <message>
        <location filename="../core/util/doctorfixmessages.cpp" line="154"/>
        <source>write a copy saved as with remove_redundancy=True, then load rank {rank}&apos;s file of it with the flag</source>
        <translation>写出一份如同去冗余保存（remove_redundancy=True）的副本，然后带该选项加载其中卡 {rank} 的文件</translation>
    </message>
    <message>
        <location filename="../core/util/doctordiagnosismessages.cpp" line="15"/>
        <source>the checkpoint stores {ckpt_dtype}, the network declares {net_dtype}: strict_load=False converts it (extra memory and time, and the values are rounded to the network&apos;s dtype).</source>
        <translation>检查点存储的是 {ckpt_dtype}，网络声明的是 {net_dtype}：strict_load=False 会转换它（耗费额外的内存和时间，数值也会舍入到网络的数据类型）。</translation>
    </message>
    <message>
        <location filename="../core/util/doctordiagnosismessages.cpp" line="20"/>
        <source>the checkpoint stores {ckpt_dtype}, the network declares {net_dtype}: strict_load=True never converts dtypes.</source>
        <translation>检查点存储的是 {ckpt_dtype}，网络声明的是 {net_dtype}：strict_load=True 从不转换数据类型。</translation>
    </message>
    <message>
        <location filename="../core/util/doctordiagnosismessages.cpp" line="25"/>
        <source>the checkpoint stores {ckpt_dtype}, the network declares {net_dtype}: MindSpore converts only float to float and int to int.</source>
        <translation>检查点存储的是 {ckpt_dtype}，网络声明的是 {net_dtype}：MindSpore 只在浮点与浮点、整数与整数之间转换。</translation>
    </message>
    <message>
        <location filename="../core/util/doctordiagnosismessages.cpp" line="31"/>
        <source>the checkpoint stores {ckpt_name} as a scalar ({ckpt_dtype}), the network&apos;s parameter has shape {net_shape}; a scalar loads only into (1,) or ().</source>
        <translation>检查点将 {ckpt_name} 存为标量（{ckpt_dtype}），而网络中该参数的形状为 {net_shape}；标量只能加载到 (1,) 或 () 中。</translation>
    </message>
    <message>
        <location filename="../core/util/doctordiagnosismessages.cpp" line="37"/>
        <source>the checkpoint&apos;s {ckpt_name} is a string: MindSpore skips it without a word and the parameter keeps its initial value.</source>
        <translation>检查点中的 {ckpt_name} 是字符串：MindSpore 会静默跳过它，参数保持初始值。</translation>
    </message>
    <message>
        <location filename="../core/util/doctordiagnosismessages.cpp" line="41"/>
        <source>the checkpoint&apos;s {ckpt_name} is a map tensor: MindSpore skips it without a word and the parameter keeps its initial value.</source>
        <translation>检查点中的 {ckpt_name} 是 MapTensor：MindSpore 会静默跳过它，参数保持初始值。</translation>
    </message>
    <message>
        <location filename="../core/util/doctordiagnosismessages.cpp" line="46"/>
        <source>the checkpoint stores it as {stored}, without the network&apos;s prefix {prefix}: MindSpore strips prefixes from the checkpoint&apos;s names but never adds them.</source>
        <translation>检查点将它存为 {stored}，没有网络名称中的前缀 {prefix}：MindSpore 会去掉检查点名称中的前缀，但从不添加前缀。</translation>
    </message>
    <message>
        <location filename="../core/util/doctordiagnosismessages.cpp" line="51"/>
        <source>the checkpoint stores it as {stored}, under the prefix {prefix}: strict_load=True does not strip prefixes.</source>
        <translation>检查点将它存为 {stored}，带有前缀 {prefix}：strict_load=True 不会去掉前缀。</translation>
    </message>
    <message>
        <location filename="../core/util/doctordiagnosismessages.cpp" line="56"/>
        <source>not in the checkpoint; the closest unused entries: {candidates}. The parameter was probably renamed.</source>
        <translation>不在检查点中；最接近的未使用条目：{candidates}。该参数很可能被重命名了。</translation>
    </message>
    <message>
        <location filename="../core/util/doctordiagnosismessages.cpp" line="61"/>
        <source>the checkpoint has no entry of this name, under a prefix or a close name: the parameter keeps its initial value. The checkpoint looks like one rank&apos;s slice: in a pipelined run the parameter may be in another stage&apos;s checkpoint (give the run&apos;s strategy with --strategy to tell).</source>
        <translation>检查点中没有这个名称的条目，带前缀的或名称相近的也没有：参数保持初始值。检查点看起来是某张卡的切片：在流水线并行的训练中，该参数可能位于另一个阶段的检查点中（用 --strategy 提供训练的策略文件即可判断）。</translation>
    </message>
    <message>
        <location filename="../core/util/doctordiagnosismessages.cpp" line="68"/>
        <source>the checkpoint has no entry of this name, under a prefix or a close name: the parameter keeps its initial value.</source>
        <translation>检查点中没有这个名称的条目，带前缀的或名称相近的也没有：参数保持初始值。</translation>
    </message>
    <message>
        <location filename="../core/util/doctordiagnosismessages.cpp" line="79"/>
        <source>{param} belongs to pipeline stage {other_stage} ({ranks}), but rank {rank}&apos;s checkpoint holds stage {stage} only: each stage saves only its own parameters.</source>
        <translation>{param} 属于流水线阶段 {other_stage}（{ranks}），但卡 {rank} 的检查点只包含阶段 {stage}：每个阶段只保存自己的参数。</translation>
    </message>
    <message>
        <location filename="../core/util/doctordiagnosismessages.cpp" line="85"/>
        <source>the checkpoint holds the parameters of pipeline stage {stage} of the network&apos;s strategy, but the network is rank {net_rank}, stage {net_stage}: {param} is in the checkpoints of {ranks}.</source>
        <translation>检查点包含的是网络策略中流水线阶段 {stage} 的参数，但网络是卡 {net_rank}、阶段 {net_stage}：{param} 位于{ranks}的检查点中。</translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctordiagnosismessages.cpp" line="94"/>
        <source>the network has {net_layers} layers of {block} ({net_range}), the checkpoint {ckpt_layers} ({ckpt_range}): this layer has nothing to load (or the checkpoint holds one pipeline stage&apos;s layers only: give the run&apos;s strategy with --strategy to tell).</source>
        <translation>
            <numerusform>网络中 {block} 有 {net_layers} 层（{net_range}），检查点中有 {ckpt_layers} 层（{ckpt_range}）：这一层没有可加载的内容（也可能检查点只包含某一个流水线阶段的层：用 --strategy 提供训练的策略文件即可判断）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../core/util/doctordiagnosismessages.cpp" line="103"/>
        <source>the network has {net_layers} layers of {block} ({net_range}), the checkpoint {ckpt_layers} ({ckpt_range}): this layer has nothing to load.</source>
        <translation>
            <numerusform>网络中 {block} 有 {net_layers} 层（{net_range}），检查点中有 {ckpt_layers} 层（{ckpt_range}）：这一层没有可加载的内容。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../core/util/doctordiagnosismessages.cpp" line="116"/>
        <source>the full shapes differ, {ckpt_shape} in the checkpoint and {net_shape} in the network ({dims}); {ckpt_value} -&gt; {net_value} changes {same_change} parameters: the model configuration differs, not the parallel layout; {values}.</source>
        <translation>完整形状不同，检查点中为 {ckpt_shape}，网络中为 {net_shape}（{dims}）；{ckpt_value} → {net_value} 的变化涉及 {same_change} 个参数：不同的是模型配置，而不是并行张量排布；{values}。</translation>
    </message>
    <message>
        <location filename="../core/util/doctordiagnosismessages.cpp" line="122"/>
        <source>the full shapes differ, {ckpt_shape} in the checkpoint and {net_shape} in the network ({dims}): the model configuration differs, not the parallel layout; {values}.</source>
        <translation>完整形状不同，检查点中为 {ckpt_shape}，网络中为 {net_shape}（{dims}）：不同的是模型配置，而不是并行张量排布；{values}。</translation>
    </message>
    <message>
        <location filename="../core/util/doctordiagnosismessages.cpp" line="127"/>
        <source>the shapes differ, {ckpt_shape} in the checkpoint and {net_shape} in the network ({dims}); {ckpt_value} -&gt; {net_value} changes {same_change} parameters: the model configuration differs, not the parallel layout; {values}.</source>
        <translation>形状不同，检查点中为 {ckpt_shape}，网络中为 {net_shape}（{dims}）；{ckpt_value} → {net_value} 的变化涉及 {same_change} 个参数：不同的是模型配置，而不是并行张量排布；{values}。</translation>
    </message>
    <message>
        <location filename="../core/util/doctordiagnosismessages.cpp" line="133"/>
        <source>the shapes differ, {ckpt_shape} in the checkpoint and {net_shape} in the network ({dims}): the model configuration differs, not the parallel layout; {values}.</source>
        <translation>形状不同，检查点中为 {ckpt_shape}，网络中为 {net_shape}（{dims}）：不同的是模型配置，而不是并行张量排布；{values}。</translation>
    </message>
    <message>
        <location filename="../core/util/doctordiagnosismessages.cpp" line="139"/>
        <source>dim {dim} is {factor} times smaller in the checkpoint ({ckpt_value}) than in the network ({net_value}), as in {similar} parameters: the checkpoint looks like one rank&apos;s slice of a run that splits this dimension {factor} ways (without the run&apos;s strategy the axis and the rank cannot be named).</source>
        <translation>维度 {dim} 在检查点中（{ckpt_value}）只有网络中（{net_value}）的 1/{factor}，共有 {similar} 个参数如此：检查点看起来是某次训练中一张卡的切片，该训练把这一维切成 {factor} 份（没有训练的策略文件，无法指出切分轴和卡号）。</translation>
    </message>
    <message>
        <location filename="../core/util/doctordiagnosismessages.cpp" line="146"/>
        <source>dim {dim} is {factor} times larger in the checkpoint ({ckpt_value}) than in the network ({net_value}), as in {similar} parameters: the network looks compiled for a parallel strategy that splits this dimension {factor} ways, while the checkpoint holds it whole.</source>
        <translation>维度 {dim} 在检查点中（{ckpt_value}）是网络中（{net_value}）的 {factor} 倍，共有 {similar} 个参数如此：网络看起来是按把这一维切成 {factor} 份的并行策略编译的，而检查点中存的是完整的一维。</translation>
    </message>
    <message>
        <location filename="../core/util/doctordiagnosismessages.cpp" line="153"/>
        <source>the checkpoint holds {ckpt_shape} ({ckpt_dims} dims), the network {net_shape} ({net_dims} dims): neither a parallel split nor a size change; check that the checkpoint was saved from this network.</source>
        <translation>检查点中为 {ckpt_shape}（{ckpt_dims} 维），网络中为 {net_shape}（{net_dims} 维）：既不是并行切分，也不是尺寸变化；请确认检查点是从这个网络保存的。</translation>
    </message>
    <message>
        <location filename="../core/util/doctordiagnosismessages.cpp" line="159"/>
        <source>dim {dim} is {ckpt_value} in the checkpoint and {net_value} in the network (a factor of {factor}): a split of that dimension or a different model size; the run&apos;s strategy (--strategy) tells which.</source>
        <translation>维度 {dim} 在检查点中为 {ckpt_value}，在网络中为 {net_value}（相差 {factor} 倍）：可能是这一维被切分，也可能是模型尺寸不同；训练的策略文件（--strategy）可以判断是哪一种。</translation>
    </message>
    <message>
        <location filename="../core/util/doctordiagnosismessages.cpp" line="166"/>
        <source>dim {dim} is {ckpt_value} in the checkpoint and {net_value} in the network: not a multiple, so not a parallel split; the model configuration differs.</source>
        <translation>维度 {dim} 在检查点中为 {ckpt_value}，在网络中为 {net_value}：不成整数倍，因此不是并行切分；是模型配置不同。</translation>
    </message>
    <message>
        <location filename="../core/util/doctordiagnosismessages.cpp" line="177"/>
        <source>rank {rank}&apos;s checkpoint holds one slice of it: {cuts}. The network expects the full tensor {net_shape}.</source>
        <translation>卡 {rank} 的检查点只包含它的一个切片：{cuts}。网络需要完整张量 {net_shape}。</translation>
    </message>
    <message>
        <location filename="../core/util/doctordiagnosismessages.cpp" line="182"/>
        <source>the checkpoint holds the full tensor {ckpt_shape}, but the network is compiled for a strategy in which {cuts}.</source>
        <translation>检查点包含完整张量 {ckpt_shape}，但网络是按这样的策略编译的：{cuts}。</translation>
    </message>
    <message>
        <location filename="../core/util/doctordiagnosismessages.cpp" line="187"/>
        <source>the checkpoint and the network cut the same {shape} differently. The checkpoint&apos;s strategy: {ckpt_cuts}. The network&apos;s strategy: {net_cuts}.</source>
        <translation>检查点和网络对同一个 {shape} 的切分方式不同。检查点的策略：{ckpt_cuts}。网络的策略：{net_cuts}。</translation>
    </message>
    <message>
        <location filename="../core/util/doctordiagnosismessages.cpp" line="193"/>
        <source>the run was saved with remove_redundancy=True: rank {holder} saved {param} for its group {members}, and rank {rank}&apos;s file lacks it by design.</source>
        <translation>本次训练为去冗余保存（remove_redundancy=True）：卡 {holder} 为所在组 {members} 保存了 {param}，卡 {rank} 的文件本就不含它（符合预期）。</translation>
    </message>
    <message>
        <location filename="../core/util/doctordiagnosismessages.cpp" line="199"/>
        <source>the iteration was saved by MindFormers with remove_redundancy: rank {holder} saved {param} for its group {members} (metadata.json names its file), and rank {rank}&apos;s files lack it by design.</source>
        <translation>该迭代由 MindFormers 去冗余保存：卡 {holder} 为所在组 {members} 保存了 {param}（metadata.json 写明了其文件），卡 {rank} 的文件本就不含它（符合预期）。</translation>
    </message>
    <message>
        <location filename="../core/util/doctordiagnosismessages.cpp" line="205"/>
        <source>the iteration was saved by MindFormers with remove_redundancy: the pipeline stages share {param}, and only rank {holder} of stage {holder_stage} saved it (metadata.json names its file); rank {rank}&apos;s group {members} lacks it by design.</source>
        <translation>该迭代由 MindFormers 去冗余保存：各流水线阶段共享 {param}，只有阶段 {holder_stage} 的卡 {holder} 保存了它（metadata.json 写明了其文件）；卡 {rank} 所在的组 {members} 本就不含它（符合预期）。</translation>
    </message>
    <message>
        <location filename="../core/util/doctordiagnosismessages.cpp" line="212"/>
        <source>the run was saved with full redundancy: ranks {holders} of group {members} each hold {param}, and remove_redundancy=True expects exactly one copy per group (MindSpore raises ValueError there and stops).</source>
        <translation>本次训练未去冗余保存：组 {members} 中的卡 {holders} 都持有 {param}，而 remove_redundancy=True 要求每组恰好只有一份（MindSpore 会在此处抛出 ValueError 并停止）。</translation>
    </message>
</context>
<context>
    <name>IssueText</name>
    <message>
        <location filename="../widgets/models/common/issuetext.cpp" line="109"/>
        <source>rank %1</source>
        <translation>卡 %1</translation>
    </message>
</context>
<context>
    <name>KeyDialog</name>
    <message>
        <location filename="../widgets/shell/keydialog.cpp" line="22"/>
        <source>The file holds hexadecimal digits</source>
        <translation>文件内容为十六进制数字</translation>
    </message>
    <message>
        <location filename="../widgets/shell/keydialog.cpp" line="26"/>
        <source>Key for %1</source>
        <translation>%1 的密钥</translation>
    </message>
    <message>
        <location filename="../widgets/shell/keydialog.cpp" line="29"/>
        <source>%1 needs a key to be read.
%2</source>
        <translation>%1 需要密钥才能读取。
%2</translation>
    </message>
    <message>
        <location filename="../widgets/shell/keydialog.cpp" line="31"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/keydialog.cpp" line="35"/>
        <source>the enc_key the checkpoints were saved with</source>
        <translation>保存检查点时所用的 enc_key</translation>
    </message>
    <message>
        <location filename="../widgets/shell/keydialog.cpp" line="37"/>
        <source>or type the key as hexadecimal digits</source>
        <translation>或以十六进制数字输入密钥</translation>
    </message>
    <message>
        <location filename="../widgets/shell/keydialog.cpp" line="38"/>
        <source>As the file says</source>
        <translation>按文件所示</translation>
    </message>
    <message>
        <location filename="../widgets/shell/keydialog.cpp" line="44"/>
        <source>MindSpore&apos;s enc_mode. Files of MindSpore 1.x do not say whether they are AES-GCM or AES-CBC: choose it for them.</source>
        <translation>MindSpore 的 enc_mode。MindSpore 1.x 的文件不标明是 AES-GCM 还是 AES-CBC：请为其选择。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/keydialog.cpp" line="48"/>
        <source>Key file:</source>
        <translation>密钥文件：</translation>
    </message>
    <message>
        <location filename="../widgets/shell/keydialog.cpp" line="50"/>
        <source>Key (hexadecimal):</source>
        <translation>密钥（十六进制）：</translation>
    </message>
    <message>
        <location filename="../widgets/shell/keydialog.cpp" line="51"/>
        <source>Mode:</source>
        <translation>模式：</translation>
    </message>
    <message>
        <location filename="../widgets/shell/keydialog.cpp" line="54"/>
        <source>The key stays in memory while ShardScope runs: it is never saved, logged or shown.</source>
        <translation>密钥只在 ShardScope 打开期间保存在内存中：从不保存、记录或显示。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/keydialog.cpp" line="64"/>
        <source>Open with This Key</source>
        <translation>使用此密钥打开</translation>
    </message>
    <message>
        <location filename="../widgets/shell/keydialog.cpp" line="83"/>
        <source>Key file</source>
        <translation>密钥文件</translation>
    </message>
    <message>
        <location filename="../widgets/shell/keydialog.cpp" line="104"/>
        <source>Choose a key file or type the key.</source>
        <translation>请选择密钥文件或输入密钥。</translation>
    </message>
</context>
<context>
    <name>LossChart</name>
    <message>
        <location filename="../widgets/loss/losschart.cpp" line="46"/>
        <source>Drag to zoom, wheel to zoom the steps, right-click to show everything</source>
        <translation>拖动可缩放，滚轮可缩放步数范围，右键单击可显示全部</translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossaxisbuilder.cpp" line="35"/>
        <source>Global step</source>
        <translation>全局步数</translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossaxisbuilder.cpp" line="37"/>
        <source>Epoch</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossaxisbuilder.cpp" line="39"/>
        <source>Hours since the first timestamp</source>
        <translation>距首个时间戳的小时数</translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossaxisbuilder.cpp" line="41"/>
        <source>Wall time (as written in the log)</source>
        <translation>实际时间（日志时间戳）</translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossaxisbuilder.cpp" line="101"/>
        <source>%1 (log scale)</source>
        <translation>%1（对数坐标）</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losschartseries.cpp" line="56"/>
        <location filename="../widgets/loss/losschartseries.cpp" line="65"/>
        <source>%1 (%2)</source>
        <comment>a run and its logs</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losschartseries.cpp" line="57"/>
        <source>mean of %1 logs</source>
        <translation>%1 份日志的平均值</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losschartseries.cpp" line="58"/>
        <source>mean of %1 of %2 logs</source>
        <translation>%1/%2 份日志的平均值</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losschartseries.cpp" line="67"/>
        <source>%1 logs</source>
        <translation>%1 份日志</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losschartseries.cpp" line="68"/>
        <source>%1 of %2 logs</source>
        <translation>%1/%2 份日志</translation>
    </message>
</context>
<context>
    <name>LossControls</name>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="39"/>
        <source>Follo&amp;w</source>
        <translation>实时刷新(&amp;W)</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="40"/>
        <source>Export &amp;PNG…</source>
        <translation>导出 PNG(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="41"/>
        <source>Export &amp;CSV…</source>
        <translation>导出 CSV(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="45"/>
        <source>&amp;Log scale</source>
        <translation>对数坐标(&amp;L)</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="46"/>
        <source>Reset &amp;zoom</source>
        <translation>重置缩放(&amp;Z)</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="48"/>
        <source>&amp;Open logs…</source>
        <translation>打开日志(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="52"/>
        <source>Add training logs: files, or (from the arrow) a folder of per-rank logs</source>
        <translation>添加训练日志：选择文件，或（通过箭头菜单）选择存放各卡日志的文件夹</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="54"/>
        <source>Log files…</source>
        <translation>日志文件…</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="55"/>
        <source>Folder of logs…</source>
        <translation>日志文件夹…</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="58"/>
        <source>The value to plot</source>
        <translation>要绘制的指标</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="59"/>
        <source>Global step</source>
        <translation>全局步数</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="60"/>
        <source>Epoch</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="61"/>
        <source>Relative time</source>
        <translation>相对时间</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="62"/>
        <source>Wall time</source>
        <translation>实际时间</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="63"/>
        <source>The x axis</source>
        <translation>x 轴</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="64"/>
        <source>Each rank</source>
        <translation>每张卡</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="65"/>
        <source>Mean, min–max</source>
        <translation>平均值，最小–最大值</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="67"/>
        <source>Per-rank logs of a run: one line each, or their mean with a band from the smallest to the largest rank&apos;s value</source>
        <translation>一次训练中各卡的日志：每张卡各画一条曲线，或画出平均值，并以色带标出各卡的最小值到最大值</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="69"/>
        <source>Read new lines of the logs every second, for a run in progress</source>
        <translation>每秒读取日志中的新行，用于正在进行的训练</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="70"/>
        <source>Export the chart as a PNG image</source>
        <translation>将图表导出为 PNG 图片</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="71"/>
        <source>Export every point of all visible runs in one CSV file</source>
        <translation>将所有可见训练的全部数据点导出到一个 CSV 文件</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="75"/>
        <source>Smoothing weight; the raw values stay visible, faded</source>
        <translation>平滑权重；原始值仍以淡色显示</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="78"/>
        <source>EMA</source>
        <translation>指数移动平均（EMA）</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="79"/>
        <source>Running mean</source>
        <translation>窗口平均</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="81"/>
        <source>Debiased exponential moving average (as TensorBoard), or the mean of a trailing window</source>
        <translation>去偏指数移动平均（EMA，与 TensorBoard 相同），或尾随窗口内的平均值</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="83"/>
        <source>Logarithmic y axis; values not above 0 are left out and counted</source>
        <translation>y 轴使用对数坐标；不大于 0 的值将被略去并计数</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="85"/>
        <source>Show every step again. Drag over the chart or turn the wheel to zoom; right-click to show everything</source>
        <translation>重新显示所有步。在图表上拖动或滚动滚轮可缩放；右键单击可显示全部</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="90"/>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="94"/>
        <source>Steps in one epoch: places the open run&apos;s saved checkpoints on the chart when their files do not say their global step (auto: from the files, folder names or logs)</source>
        <translation>每轮的步数：当检查点文件未记录全局步数时，用它把当前训练的保存点标在图上（自动：取自文件、文件夹名或日志）</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="121"/>
        <source>Steps per &amp;epoch</source>
        <translation>每轮的步数(&amp;E)</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="137"/>
        <source>S&amp;moothing</source>
        <translation>平滑(&amp;M)</translation>
    </message>
    <message>
        <location filename="../widgets/loss/losscontrols.cpp" line="172"/>
        <source>Window: %1 points</source>
        <translation>窗口：%1 个数据点</translation>
    </message>
</context>
<context>
    <name>LossCrosshairSummary</name>
    <message>
        <location filename="../widgets/models/loss/losscrosshairsummary.cpp" line="58"/>
        <source>%1 mean of %2 logs</source>
        <translation>%1 %2 份日志的平均值</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/losscrosshairsummary.cpp" line="62"/>
        <source>%1 (lowest of %2)</source>
        <translation>%1（%2 份日志中最低）</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/losscrosshairsummary.cpp" line="64"/>
        <source>%1 (highest of %2)</source>
        <translation>%1（%2 份日志中最高）</translation>
    </message>
</context>
<context>
    <name>LossCrosshairText</name>
    <message>
        <location filename="../widgets/models/loss/losscrosshairtext.cpp" line="78"/>
        <source>step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/losscrosshairtext.cpp" line="81"/>
        <source>epoch %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/losscrosshairtext.cpp" line="85"/>
        <source>%1%2:%3:%4 elapsed</source>
        <translation>已用时 %1%2:%3:%4</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/losscrosshairtext.cpp" line="115"/>
        <source>%1 %2</source>
        <comment>a curve&apos;s name and its value</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/losscrosshairtext.cpp" line="117"/>
        <source>%1 (%2)</source>
        <comment>a value and where it lies</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/losscrosshairtext.cpp" line="121"/>
        <source>%1: %2</source>
        <comment>where the crosshair is, and the values there</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/losscrosshairtext.cpp" line="122"/>
        <source>, </source>
        <comment>a list of values</comment>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/losscrosshairtext.cpp" line="135"/>
        <source>smoothed</source>
        <translation>平滑值</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/losscrosshairtext.cpp" line="135"/>
        <source>value</source>
        <translation>原始值</translation>
    </message>
</context>
<context>
    <name>LossEmptyPage</name>
    <message>
        <location filename="../widgets/loss/lossemptypage.cpp" line="9"/>
        <source>Open training logs to compare their loss curves</source>
        <translation>打开训练日志以比较其损失曲线</translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossemptypage.cpp" line="17"/>
        <source>Drop log files or folders here, or choose Open logs. MindSpore LossMonitor and TimeMonitor output, MindFormers logs, CSV and JSON-lines files are read; the per-rank logs of one job (rank_0.log, worker_0.log, device0/train.log0) become one run.</source>
        <translation>将日志文件或文件夹拖放到此处，或选择“打开日志”。支持读取 MindSpore LossMonitor 和 TimeMonitor 的输出、MindFormers 日志、CSV 及 JSON-lines 文件；同一训练的各卡日志（rank_0.log、worker_0.log、device0/train.log0）会合并为同一个训练。</translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossemptypage.cpp" line="31"/>
        <source>Open logs…</source>
        <translation>打开日志…</translation>
    </message>
</context>
<context>
    <name>LossLoadBar</name>
    <message>
        <location filename="../widgets/loss/lossloadbar.cpp" line="16"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossloadbar.cpp" line="28"/>
        <source>Reading logs…</source>
        <translation>正在读取日志…</translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossloadbar.cpp" line="37"/>
        <source>Reading logs: %1 of %2</source>
        <translation>正在读取日志：%1 / %2</translation>
    </message>
</context>
<context>
    <name>LossNotesText</name>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="16"/>
        <source>missing loss</source>
        <translation>缺少 loss 值</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="18"/>
        <source>missing step</source>
        <translation>缺少步数</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="20"/>
        <source>not a number</source>
        <translation>不是数字</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="22"/>
        <source>malformed</source>
        <translation>格式错误</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="24"/>
        <source>no step column</source>
        <translation>没有步数列</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="26"/>
        <source>wrong number of cells</source>
        <translation>单元格数量不符</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="28"/>
        <source>line too long</source>
        <translation>行过长</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="30"/>
        <source>unreadable</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="48"/>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="50"/>
        <source>rank %1, %2</source>
        <translation>卡 %1，%2</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="52"/>
        <source>%1: %2: %3</source>
        <comment>where an unread line is, why, and the line</comment>
        <translation>%1：%2：%3</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="65"/>
        <source>%1 %2</source>
        <comment>a run and how many of its lines were not read</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="68"/>
        <source>%1 (%2)</source>
        <comment>a count and an example</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="73"/>
        <source>Unread lines: %1</source>
        <translation>未能读取的行：%1</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="73"/>
        <source>; </source>
        <comment>a list of runs</comment>
        <translation>；</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="88"/>
        <source>Files without points skipped (%1): %2</source>
        <translation>已跳过没有数据点的文件（%1 个）：%2</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="90"/>
        <source>, </source>
        <comment>a list of file names</comment>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="104"/>
        <source>%1 points summarised in %2 columns (min–max per column); zoom in for every point</source>
        <translation>%1 个数据点已汇总为 %2 列（每列显示最小值–最大值）；放大可查看每个数据点</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="128"/>
        <source>%1 NaN or infinite</source>
        <translation>%1 个为 NaN 或无穷大</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="131"/>
        <source>%1 not above 0 (log scale)</source>
        <translation>%1 个不大于 0（对数坐标）</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="137"/>
        <source>%1 without a step</source>
        <translation>%1 个缺少步数</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="140"/>
        <source>%1 without an epoch</source>
        <translation>%1 个缺少轮次</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="144"/>
        <source>%1 without a timestamp</source>
        <translation>%1 个缺少时间戳</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="149"/>
        <source>Not drawn: %1</source>
        <translation>未绘制：%1</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossnotestext.cpp" line="149"/>
        <source>, </source>
        <comment>a list of counts</comment>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>LossRunListModel</name>
    <message>
        <location filename="../widgets/models/loss/lossrunlistmodel.cpp" line="124"/>
        <source>Global steps added to this run&apos;s steps, to line a resumed run up with the run it continues</source>
        <translation>加到该训练各步数上的全局步数，用于将断点续训的训练与其接续的训练对齐</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossrunlistmodel.cpp" line="177"/>
        <source>Run</source>
        <translation>训练</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossrunlistmodel.cpp" line="179"/>
        <source>Logs</source>
        <translation>日志数</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossrunlistmodel.cpp" line="181"/>
        <source>Points</source>
        <translation>数据点</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossrunlistmodel.cpp" line="183"/>
        <source>Unread</source>
        <translation>未读行</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossrunlistmodel.cpp" line="185"/>
        <source>Step offset</source>
        <translation>步数偏移</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossrunlistmodel.cpp" line="191"/>
        <source>Log files of the run (one per rank)</source>
        <translation>该训练的日志文件（每张卡一个）</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossrunlistmodel.cpp" line="193"/>
        <source>Points of the chosen metric over all the run&apos;s logs</source>
        <translation>所选指标在该训练全部日志中的数据点数</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossrunlistmodel.cpp" line="195"/>
        <source>Lines that looked like training progress but could not be read</source>
        <translation>看似训练进度、但无法解析的行</translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/lossrunlistmodel.cpp" line="197"/>
        <source>Global steps added to the run&apos;s steps</source>
        <translation>加到该训练各步数上的全局步数</translation>
    </message>
</context>
<context>
    <name>LossRunTable</name>
    <message>
        <location filename="../widgets/loss/lossruntable.cpp" line="42"/>
        <source>Show only this run</source>
        <translation>仅显示该训练</translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossruntable.cpp" line="48"/>
        <source>Show all runs</source>
        <translation>显示所有训练</translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossruntable.cpp" line="54"/>
        <source>Reset offset</source>
        <translation>重置偏移</translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossruntable.cpp" line="56"/>
        <source>Remove run</source>
        <translation>移除训练</translation>
    </message>
</context>
<context>
    <name>LossView</name>
    <message>
        <location filename="../widgets/loss/lossview.cpp" line="292"/>
        <source>Open training logs</source>
        <translation>打开训练日志</translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossview.cpp" line="293"/>
        <source>Training logs (*.log *.log* *.txt *.csv *.jsonl *.ndjson *.json);;All files (*)</source>
        <translation>训练日志 (*.log *.log* *.txt *.csv *.jsonl *.ndjson *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossview.cpp" line="298"/>
        <source>Open a folder of logs</source>
        <translation>打开日志文件夹</translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossview.cpp" line="344"/>
        <source>%1 (as on screen)</source>
        <translation>%1（与屏幕上相同）</translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossview.cpp" line="350"/>
        <location filename="../widgets/loss/lossview.cpp" line="356"/>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossview.cpp" line="350"/>
        <source>Image size:</source>
        <translation>图像尺寸：</translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossview.cpp" line="358"/>
        <source>PNG image (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossview.cpp" line="360"/>
        <location filename="../widgets/loss/lossview.cpp" line="369"/>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossview.cpp" line="360"/>
        <location filename="../widgets/loss/lossview.cpp" line="369"/>
        <source>Could not write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossview.cpp" line="366"/>
        <source>Export visible runs</source>
        <translation>导出可见训练</translation>
    </message>
    <message>
        <location filename="../widgets/loss/lossview.cpp" line="367"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../widgets/shell/shellactions.cpp" line="12"/>
        <source>&amp;Open File…</source>
        <translation>打开文件(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellactions.cpp" line="29"/>
        <source>Open checkpoint or strategy files</source>
        <translation>打开检查点或策略文件</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellactions.cpp" line="14"/>
        <source>Open &amp;Folder…</source>
        <translation>打开文件夹(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellactions.cpp" line="33"/>
        <source>Open a run folder or a folder of per-stage strategy files</source>
        <translation>打开训练目录，或存放各流水线阶段策略文件的文件夹</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellactions.cpp" line="15"/>
        <source>Open &amp;Demo Run</source>
        <translation>打开示例训练(&amp;D)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellactions.cpp" line="35"/>
        <source>Open the built-in demo: a 2-stage pipeline on 8 ranks</source>
        <translation>打开内置示例：8 张卡上的 2 阶段流水线并行</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellactions.cpp" line="16"/>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellactions.cpp" line="38"/>
        <source>Export the open checkpoint or run to HDF5, safetensors or NumPy</source>
        <translation>将当前打开的检查点或训练目录导出为 HDF5、safetensors 或 NumPy 格式</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellactions.cpp" line="17"/>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellactions.cpp" line="18"/>
        <source>Close &amp;All</source>
        <translation>全部关闭(&amp;A)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellactions.cpp" line="19"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellactions.cpp" line="20"/>
        <source>&amp;Expand All</source>
        <translation>全部展开(&amp;E)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellactions.cpp" line="21"/>
        <source>&amp;Collapse All</source>
        <translation>全部折叠(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellactions.cpp" line="22"/>
        <source>&amp;Filter by Name</source>
        <translation>按名称筛选(&amp;F)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellactions.cpp" line="25"/>
        <source>&amp;About ShardScope</source>
        <translation>关于 ShardScope(&amp;A)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellactions.cpp" line="65"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellactions.cpp" line="79"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellactions.cpp" line="89"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellactions.cpp" line="26"/>
        <source>&amp;Guide</source>
        <translation>指南(&amp;G)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellactions.cpp" line="93"/>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellactions.cpp" line="97"/>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <location filename="../widgets/shell/problemsdock.cpp" line="9"/>
        <location filename="../widgets/shell/problemsdock.cpp" line="19"/>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../widgets/shell/problemsdock.cpp" line="13"/>
        <source>&amp;Problems Panel</source>
        <translation>问题面板(&amp;P)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellprompts.cpp" line="43"/>
        <source>Choose a run</source>
        <translation>选择训练</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/shellprompts.cpp" line="44"/>
        <source>%1 is a MindFormers output folder with %Ln run(s). Which one do you want to open?</source>
        <translation>
            <numerusform>%1 是 MindFormers 输出文件夹，其中有 %Ln 个训练。要打开哪一个？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/shellprompts.cpp" line="75"/>
        <source>%1 lays out %Ln parameter(s), all of them in %2, which has no strategy. Attach it to %2, so that every tab shows how it cuts them, or keep it open on its own?</source>
        <translation>
            <numerusform>%1 给出 %Ln 个参数的排布，全部在 %2 中，而 %2 没有切分策略。要把它关联到 %2，让各标签页显示这些参数如何切分，还是单独打开它？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/shellprompts.cpp" line="80"/>
        <source>%1 lays out %Ln parameter(s); %3 of them are in %2. It is probably the strategy of another run: attached, it would mark the other parameters of %2 as outside the strategy. Keep it open on its own, or attach it anyway?</source>
        <translation>
            <numerusform>%1 给出 %Ln 个参数的排布，其中 %3 个在 %2 中。它可能是另一次训练的切分策略：关联后，%2 的其余参数都会被标为不在策略中。单独打开它，还是仍要关联？</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellprompts.cpp" line="86"/>
        <source>Attach the strategy to the run?</source>
        <translation>把切分策略关联到训练？</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellprompts.cpp" line="90"/>
        <source>Attach to %1</source>
        <translation>关联到 %1</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellprompts.cpp" line="92"/>
        <source>Open Alone</source>
        <translation>单独打开</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="283"/>
        <source>Open a run first</source>
        <translation>请先打开训练目录</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="284"/>
        <source>%1 is a rank table: it places a run&apos;s cards on servers. Open the run, then drop the rank table on the window (or start with --rank-table).</source>
        <translation>%1 是 rank table 文件（组网信息）：它说明训练各卡所在的服务器。请先打开训练目录，再把该文件拖到窗口上（或启动时使用 --rank-table）。</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="271"/>
        <location filename="../app/gui/main.cpp" line="122"/>
        <source>Cannot write the demo run</source>
        <translation>无法写入示例训练</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="335"/>
        <source>Cannot show what the command line asked for</source>
        <translation>无法显示命令行要求的内容</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="370"/>
        <source>Nothing open</source>
        <translation>尚未打开任何文件</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow.cpp" line="372"/>
        <source>%Ln training log run(s) on the Loss tab</source>
        <translation>
            <numerusform>“损失”页已载入 %Ln 组训练日志</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow.cpp" line="374"/>
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln 个文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow.cpp" line="375"/>
        <source>%Ln item(s)</source>
        <translation>
            <numerusform>%Ln 项</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow.cpp" line="377"/>
        <source>%Ln item(s) match “%1”</source>
        <translation>
            <numerusform>%Ln 项匹配“%1”</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/mainwindow.cpp" line="380"/>
        <source>%Ln problem(s)</source>
        <translation>
            <numerusform>%Ln 个问题</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/shell/problemsdock.cpp" line="18"/>
        <source>Problems (%1)</source>
        <translation>问题（%1）</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="392"/>
        <source>ShardScope</source>
        <translation>ShardScope</translation>
    </message>
    <message>
        <location filename="../widgets/shell/mainwindow.cpp" line="392"/>
        <source>%1 — ShardScope</source>
        <translation>%1 — ShardScope</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellprompts.cpp" line="28"/>
        <source>Open Checkpoint or Strategy Files</source>
        <translation>打开检查点或策略文件</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellprompts.cpp" line="29"/>
        <source>Checkpoints, strategy files and training logs (*.ckpt *.safetensors *.h5 *.hdf5 *.json *.log *.csv *.jsonl);;All files (*)</source>
        <translation>检查点、策略文件和训练日志 (*.ckpt *.safetensors *.h5 *.hdf5 *.json *.log *.csv *.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellprompts.cpp" line="36"/>
        <source>Open Run Folder or Strategy Folder</source>
        <translation>打开训练目录或策略文件夹</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellprompts.cpp" line="174"/>
        <source>About ShardScope</source>
        <translation>关于 ShardScope</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellprompts.cpp" line="175"/>
        <source>&lt;h3&gt;ShardScope %1&lt;/h3&gt;&lt;p&gt;Inspects distributed-training checkpoints: MindSpore checkpoints, parallel strategy files and per-rank run folders.&lt;/p&gt;&lt;p&gt;Files are only read, never modified.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ShardScope %1&lt;/h3&gt;&lt;p&gt;查看分布式训练的检查点：MindSpore 检查点、并行策略文件以及按卡保存的训练目录。&lt;/p&gt;&lt;p&gt;只读取文件，从不修改。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellactions.cpp" line="27"/>
        <source>Open File</source>
        <translation>打开文件</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellactions.cpp" line="31"/>
        <source>Open Folder</source>
        <translation>打开文件夹</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellactions.cpp" line="45"/>
        <source>Expand All</source>
        <translation>全部展开</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellactions.cpp" line="46"/>
        <source>Collapse All</source>
        <translation>全部折叠</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellactions.cpp" line="23"/>
        <source>&amp;Go to Rank…</source>
        <translation>跳转到卡(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellactions.cpp" line="51"/>
        <source>Show a rank on the device matrix, with its tensors</source>
        <translation>在设备矩阵上显示一张卡及其张量</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellactions.cpp" line="24"/>
        <source>Load Rank &amp;Table…</source>
        <translation>加载 rank table 文件(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellactions.cpp" line="56"/>
        <source>Place the open run&apos;s cards on servers with a rank table (hosts on the matrix)</source>
        <translation>用 rank table 文件把当前训练的各卡放到服务器上（在设备矩阵上显示主机）</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellprompts.cpp" line="127"/>
        <source>Go to Rank</source>
        <translation>跳转到卡</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellprompts.cpp" line="129"/>
        <source>Rank (0 to %1):</source>
        <translation>卡号（0–%1）：</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellprompts.cpp" line="142"/>
        <source>Load Rank Table</source>
        <translation>加载 rank table 文件</translation>
    </message>
    <message>
        <location filename="../widgets/shell/shellprompts.cpp" line="144"/>
        <source>Rank tables (*.json);;All files (*)</source>
        <translation>rank table 文件 (*.json);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>MatrixTexts</name>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="144"/>
        <source>%1 · size 1</source>
        <translation>%1 · 1 路（未切分）</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="146"/>
        <source>%1 · %2 · %3 ways</source>
        <translation>%1 · %2 · %3 路</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="158"/>
        <source>stage %1</source>
        <translation>阶段 %1</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="165"/>
        <source>all ranks</source>
        <translation>所有卡</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="187"/>
        <source>No run loaded</source>
        <translation>未加载训练目录</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="193"/>
        <source>%Ln rank(s)</source>
        <translation>
            <numerusform>%Ln 张卡</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="194"/>
        <source>%Ln stage(s)</source>
        <translation>
            <numerusform>%Ln 个流水线阶段</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="201"/>
        <source>Colour: pipeline stage. Select a parameter to see which slice each rank holds.</source>
        <translation>颜色表示流水线阶段。选择一个参数，查看每张卡持有哪个切片。</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="210"/>
        <source>(shape not recorded)</source>
        <translation>（未记录形状）</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="181"/>
        <source>This parameter has no layout in the strategy.</source>
        <translation>策略中没有此参数的张量排布。</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="178"/>
        <source>The strategy&apos;s layout does not fit this parameter&apos;s shape: %1</source>
        <translation>策略的张量排布与该参数的形状不符：%1</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="217"/>
        <source>Same colour = same slice (replicas).</source>
        <translation>颜色相同 = 切片相同（副本）。</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="222"/>
        <source>Past %2 slices colours and hatchings come back a shade darker or lighter (%1 in all): a card&apos;s tooltip names its slice.</source>
        <translation>超过 %2 个切片后，颜色和斜线纹理会以稍深或稍浅的色调重复（共 %1 个切片）：卡的提示框会写明它的切片。</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="231"/>
        <source>Shades and the bar = optimizer pieces (%1 per slice).</source>
        <translation>深浅和色条 = 优化器分片（每个切片 %1 片）。</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="244"/>
        <source>no file</source>
        <translation>无文件</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="248"/>
        <source>in r%1&apos;s file</source>
        <translation>在 r%1 的文件中</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="257"/>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="257"/>
        <source>other stage</source>
        <translation>其他阶段</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="264"/>
        <source>slice %1</source>
        <translation>切片 %1</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="290"/>
        <source>Rank %1 (stage %2, local rank %3)</source>
        <translation>卡 %1（阶段 %2，阶段内序号 %3）</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="297"/>
        <source>Server %1, device %2</source>
        <translation>服务器 %1，device_id %2</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="305"/>
        <source>File: %1 (%2)</source>
        <translation>文件：%1（%2）</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="313"/>
        <source>Holds slice %1 of %2</source>
        <translation>持有 %2 的切片 %1</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="317"/>
        <source>Holds %1%2: %3</source>
        <translation>持有 %1%2：%3</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="328"/>
        <source>Same model slice on %1</source>
        <translation>同一模型切片位于%1</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="330"/>
        <source>Optimizer piece %1 of %2, shared with %3</source>
        <translation>优化器分片 %1/%2，同样保存于%3</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="336"/>
        <source>Saved with remove_redundancy: what it stores of %1 is in rank %2&apos;s file (one rank of each group of replicas saves it)</source>
        <translation>去冗余保存：它所存的 %1 位于卡 %2 的文件中（每组副本只有一张卡保存）</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="344"/>
        <source>Does not hold %1</source>
        <translation>不持有 %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="361"/>
        <source>Frames = servers (%Ln server(s) in %1; hover a card for its server).</source>
        <translation>
            <numerusform>方框 = 服务器（%1 中共 %Ln 台；鼠标悬停在卡上可查看其服务器）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="370"/>
        <source>Frames = servers in %1: %2.</source>
        <translation>方框 = %1 中的服务器：%2。</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="45"/>
        <source>dim %1: %2 ÷ %3</source>
        <translation>维度 %1：%2 ÷ %3</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="228"/>
        <source>Same colour and hatching = same slice (replicas).</source>
        <translation>颜色和斜线纹理都相同 = 切片相同（副本）。</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="253"/>
        <source>does not divide</source>
        <translation>不能整除</translation>
    </message>
    <message>
        <location filename="../widgets/models/matrix/matrixtexts.cpp" line="341"/>
        <source>%1 does not divide over these cards: %2</source>
        <translation>%1 无法切分到这些卡上：%2</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../widgets/common/messagebar.cpp" line="24"/>
        <location filename="../widgets/common/messagebar.cpp" line="25"/>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../widgets/common/messagebar.cpp" line="39"/>
        <source>%1: %2</source>
        <extracomment>A failure in the message bar: its title (by error code), then the core&apos;s description.</extracomment>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>MigrationSummary</name>
    <message numerus="yes">
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="32"/>
        <source>Wrote %Ln file(s) in %1 s.</source>
        <translation>
            <numerusform>已在 %1 秒内写入 %Ln 个文件。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="34"/>
        <source>Kept all %Ln file(s): an earlier run had completed and verified them (%1 s).</source>
        <translation>
            <numerusform>保留了全部 %Ln 个文件：先前的转换已完成并校验过它们（%1 秒）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="37"/>
        <source>Kept %Ln complete file(s) from an earlier run and wrote %1 in %2 s.</source>
        <translation>
            <numerusform>保留了先前转换的 %Ln 个完整文件，并在 %2 秒内写入 %1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="39"/>
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln 个文件</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="51"/>
        <source>ShardScope conversion summary</source>
        <translation>ShardScope 转换摘要</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="52"/>
        <source>Source: %1</source>
        <translation>源：%1</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="53"/>
        <source>Source strategy: %1</source>
        <translation>源策略文件：%1</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="54"/>
        <source>Target: %1</source>
        <translation>目标：%1</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="55"/>
        <source>Destination: %1</source>
        <translation>输出目录：%1</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="57"/>
        <source>Destination strategy: %1</source>
        <translation>目标策略文件：%1</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="60"/>
        <source>Status: %1 in %2 s</source>
        <translation>状态：%1，用时 %2 秒</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="63"/>
        <source>Read %1, wrote %2 in %Ln file(s)</source>
        <translation>
            <numerusform>读取 %1，写入 %2，共 %Ln 个文件</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="67"/>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="76"/>
        <source>verified</source>
        <translation>校验通过</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="76"/>
        <source>verification failed</source>
        <translation>校验失败</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="83"/>
        <source>%1: %2</source>
        <comment>a tensor and why it failed verification</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="97"/>
        <source>Warnings:</source>
        <translation>警告：</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationsummary.cpp" line="43"/>
        <source>(Estimated: %1.)</source>
        <translation>（估计%1。）</translation>
    </message>
</context>
<context>
    <name>MigrationView</name>
    <message>
        <location filename="../widgets/migration/migrationwidgets.cpp" line="76"/>
        <source>&amp;Convert</source>
        <translation>转换(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationwidgets.cpp" line="77"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationwidgets.cpp" line="78"/>
        <source>&amp;Open converted run</source>
        <translation>打开转换结果(&amp;O)</translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationwidgets.cpp" line="79"/>
        <source>Save s&amp;ummary…</source>
        <translation>保存摘要(&amp;U)…</translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationwidgets.cpp" line="120"/>
        <location filename="../widgets/models/migration/migrationcontroller.cpp" line="120"/>
        <source>Source</source>
        <translation>源</translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationwidgets.cpp" line="121"/>
        <location filename="../widgets/models/migration/migrationcontroller.cpp" line="330"/>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationwidgets.cpp" line="124"/>
        <source>Device matrices</source>
        <translation>设备矩阵</translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationwidgets.cpp" line="125"/>
        <source>Slices</source>
        <translation>切片</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationcontroller.cpp" line="217"/>
        <source>Open a run to plan a migration.</source>
        <translation>请打开一个训练目录以规划迁移。</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationcontroller.cpp" line="218"/>
        <source>The planner needs a run folder with its strategy file: open the run, then its strategy.</source>
        <translation>迁移规划需要训练目录及其策略文件：请先打开训练目录，再打开其策略文件。</translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="182"/>
        <source>no run with a strategy is open</source>
        <translation>未打开带有策略文件的训练目录</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationcontroller.cpp" line="305"/>
        <source>Choose a destination strategy file or folder.</source>
        <translation>请选择目标策略文件或文件夹。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/migrationcontroller.cpp" line="126"/>
        <location filename="../widgets/models/migration/migrationcontroller.cpp" line="326"/>
        <source>Source: %Ln rank(s)</source>
        <translation>
            <numerusform>源：%Ln 张卡</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/migrationcontroller.cpp" line="329"/>
        <source>Target: %Ln rank(s)</source>
        <translation>
            <numerusform>目标：%Ln 张卡</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationcontroller.cpp" line="287"/>
        <location filename="../widgets/models/migration/migrationcontroller.cpp" line="359"/>
        <source>Planning…</source>
        <translation>正在规划…</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationcontroller.cpp" line="367"/>
        <source>Cannot plan this conversion.</source>
        <translation>无法规划此转换。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/migrationcontroller.cpp" line="312"/>
        <location filename="../widgets/models/migration/migrationcontroller.cpp" line="393"/>
        <source>%Ln problem(s) block this conversion.</source>
        <translation>
            <numerusform>有 %Ln 个问题导致无法转换。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationview.cpp" line="106"/>
        <source>Plan problems (%1)</source>
        <translation>方案问题（%1）</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationcontroller.cpp" line="309"/>
        <source>The problems on the left block this target: change the sizes to see the plan.</source>
        <translation>左侧列出的问题导致无法转换到此目标：请修改大小以查看转换方案。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/migrationcontroller.cpp" line="394"/>
        <source>Ready to convert, with %Ln warning(s).</source>
        <translation>
            <numerusform>可以转换，但有 %Ln 个警告。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationcontroller.cpp" line="395"/>
        <source>Ready to convert.</source>
        <translation>可以转换。</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/targetranktable.cpp" line="57"/>
        <source>Save the simulated target with “Save strategy…” and put its file in place of TARGET_STRATEGY.</source>
        <translation>请用“保存策略文件…”保存模拟的目标，并用该文件替换 TARGET_STRATEGY。</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/targetranktable.cpp" line="61"/>
        <source>Choose where to write to replace DST.</source>
        <translation>请选择写入位置以替换 DST。</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/targetranktable.cpp" line="21"/>
        <source>The target rank table was not used: %1</source>
        <translation>未使用目标 rank table 文件：%1</translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationwidgets.cpp" line="127"/>
        <source>Memory per card</source>
        <translation>每卡内存</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationcontroller.cpp" line="336"/>
        <source>A strategy file alone: this previews the target&apos;s cards and slices. Open the run&apos;s checkpoints with it to plan a conversion.</source>
        <translation>仅有策略文件：此处预览目标的卡和切片。打开训练目录中的检查点（连同此策略文件）后才能制定转换方案。</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationcontroller.cpp" line="339"/>
        <source>Target previewed from the strategy file alone.</source>
        <translation>已仅根据策略文件预览目标。</translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationdialogs.cpp" line="14"/>
        <source>Target rank table</source>
        <translation>目标 rank table 文件</translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationdialogs.cpp" line="15"/>
        <source>Rank tables (*.json);;All files (*)</source>
        <translation>rank table 文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/targetranktable.cpp" line="35"/>
        <source>No rank table places the target ranks on servers.</source>
        <translation>未提供目标 rank table 文件，无法确定各目标卡所在的服务器。</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/targetranktable.cpp" line="39"/>
        <source>No servers: the chosen rank table places %1 ranks, the target has %2.</source>
        <translation>无服务器信息：所选 rank table 文件列出 %1 张卡，目标有 %2 张。</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/targetranktable.cpp" line="40"/>
        <source>No servers: the run&apos;s rank table places %1 ranks, the target has %2; choose the target job&apos;s own table.</source>
        <translation>无服务器信息：本次训练的 rank table 文件列出 %1 张卡，目标有 %2 张；请选择目标作业自己的 rank table 文件。</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/targetranktable.cpp" line="67"/>
        <source>The rank table&apos;s server ids are no host names: list the hosts in a hostfile in place of HOSTFILE.</source>
        <translation>rank table 文件中的 server_id 不是主机名：请把各主机写入 hostfile 并替换 HOSTFILE。</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationconversion.cpp" line="42"/>
        <source>Converting…</source>
        <translation>正在转换…</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationconversion.cpp" line="48"/>
        <source>Cancelling: removing the files not finished…</source>
        <translation>正在取消：删除未完成的文件…</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/migrationconversion.cpp" line="62"/>
        <source>Verifying: %1 of %Ln rank(s) checked.</source>
        <translation>
            <numerusform>正在校验：已检查 %1/%Ln 张卡。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationconversion.cpp" line="68"/>
        <source>%1 of %2 copied</source>
        <translation>已复制 %1 / %2</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationconversion.cpp" line="75"/>
        <source>%1 s left</source>
        <translation>剩余 %1 秒</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationconversion.cpp" line="87"/>
        <source>Cancelled. No partial file was left at the destination.</source>
        <translation>已取消，输出目录中未留下不完整的文件。</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationconversion.cpp" line="91"/>
        <source>The conversion failed: %1</source>
        <translation>转换失败：%1</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationconversion.cpp" line="109"/>
        <source>Verified: every byte of every tensor matches its source.</source>
        <translation>校验通过：每个张量的每个字节都与源一致。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/migrationconversion.cpp" line="112"/>
        <source>Verification FAILED: %Ln tensor(s) differ; see the table.</source>
        <translation>
            <numerusform>校验失败：%Ln 个张量不一致，详见表格。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationcontroller.cpp" line="442"/>
        <source>nothing simulated</source>
        <translation>尚无模拟的策略</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/migrationcontroller.cpp" line="455"/>
        <source>no conversion has run</source>
        <translation>尚未执行转换</translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationdialogs.cpp" line="24"/>
        <source>Save the simulated strategy</source>
        <translation>保存模拟的策略</translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationdialogs.cpp" line="26"/>
        <source>Protobuf strategy (*.ckpt);;JSON strategy (*.json)</source>
        <translation>Protobuf 策略文件 (*.ckpt);;JSON 策略文件 (*.json)</translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationdialogs.cpp" line="29"/>
        <source>Cannot save the strategy: %1</source>
        <translation>无法保存策略文件：%1</translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationdialogs.cpp" line="37"/>
        <source>Save the conversion summary</source>
        <translation>保存转换摘要</translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationdialogs.cpp" line="39"/>
        <source>JSON (*.json);;Text (*.txt)</source>
        <translation>JSON (*.json);;文本 (*.txt)</translation>
    </message>
    <message>
        <location filename="../widgets/migration/migrationdialogs.cpp" line="42"/>
        <source>Cannot save the summary: %1</source>
        <translation>无法保存摘要：%1</translation>
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
阶段 %2，%Ln 张卡的文件持有它</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/parameters/paramtablemodel.cpp" line="205"/>
        <source>%1 elements</source>
        <translation>%1 个元素</translation>
    </message>
    <message>
        <location filename="../widgets/models/parameters/paramtablemodel.cpp" line="211"/>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <location filename="../widgets/models/parameters/paramtablemodel.cpp" line="230"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../widgets/models/parameters/paramtablemodel.cpp" line="232"/>
        <source>Stage</source>
        <translation>阶段</translation>
    </message>
    <message>
        <location filename="../widgets/models/parameters/paramtablemodel.cpp" line="234"/>
        <source>Global shape</source>
        <translation>全局形状</translation>
    </message>
    <message>
        <location filename="../widgets/models/parameters/paramtablemodel.cpp" line="236"/>
        <source>Local shape</source>
        <translation>单卡形状</translation>
    </message>
    <message>
        <location filename="../widgets/models/parameters/paramtablemodel.cpp" line="238"/>
        <source>Dtype</source>
        <translation>数据类型</translation>
    </message>
    <message>
        <location filename="../widgets/models/parameters/paramtablemodel.cpp" line="240"/>
        <source>Per rank</source>
        <translation>单卡大小</translation>
    </message>
    <message>
        <location filename="../widgets/models/parameters/paramtablemodel.cpp" line="242"/>
        <source>Total</source>
        <translation>总大小</translation>
    </message>
    <message>
        <location filename="../widgets/models/parameters/paramtablemodel.cpp" line="244"/>
        <source>Split</source>
        <translation>切分方式</translation>
    </message>
    <message>
        <location filename="../widgets/models/parameters/paramtablemodel.cpp" line="246"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
</context>
<context>
    <name>ParamTreeModel</name>
    <message>
        <location filename="../widgets/models/parameters/paramtreemodel.cpp" line="183"/>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/parameters/paramtreemodel.cpp" line="185"/>
        <source>%Ln parameter(s)</source>
        <translation>
            <numerusform>%Ln 个参数</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/parameters/paramtreemodel.cpp" line="191"/>
        <source>%Ln problem(s)</source>
        <translation>
            <numerusform>%Ln 个问题</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ParametersView</name>
    <message>
        <location filename="../widgets/parameters/parametersview.cpp" line="116"/>
        <source>Filter by name (text, or /regex/)</source>
        <translation>按名称筛选（文本或 /正则/）</translation>
    </message>
    <message>
        <location filename="../widgets/parameters/parametersview.cpp" line="118"/>
        <source>Case-insensitive text found anywhere in the name. Wrap it in slashes, as in /dense[13]\.weight/, or turn on .* to search with a regular expression.</source>
        <translation>在名称中任意位置查找文本，不区分大小写。用斜杠括起（如 /dense[13]\.weight/）或打开 .* 按钮，即可按正则表达式搜索。</translation>
    </message>
    <message>
        <location filename="../widgets/parameters/parametersview.cpp" line="124"/>
        <source>Read the name filter as a regular expression</source>
        <translation>将名称筛选条件视为正则表达式</translation>
    </message>
    <message>
        <location filename="../widgets/parameters/parametersview.cpp" line="127"/>
        <source>Shape, e.g. 4096,*</source>
        <translation>形状，例如 4096,*</translation>
    </message>
    <message>
        <location filename="../widgets/parameters/parametersview.cpp" line="129"/>
        <source>Global shape, one entry per dimension: a number, * for any one dimension, ** for any number of them. Examples: 4096,*   *,1024   [4096, 1024]   4096,**   []</source>
        <translation>全局形状，每个维度一项：数字；* 表示任意一个维度；** 表示任意多个维度。示例：4096,*   *,1024   [4096, 1024]   4096,**   []</translation>
    </message>
    <message>
        <location filename="../widgets/parameters/parametersview.cpp" line="134"/>
        <source>Flat</source>
        <translation>平铺</translation>
    </message>
    <message>
        <location filename="../widgets/parameters/parametersview.cpp" line="135"/>
        <source>One row per parameter</source>
        <translation>每个参数一行</translation>
    </message>
    <message>
        <location filename="../widgets/parameters/parametersview.cpp" line="138"/>
        <source>Tree</source>
        <translation>树状</translation>
    </message>
    <message>
        <location filename="../widgets/parameters/parametersview.cpp" line="139"/>
        <source>Parameters grouped by name, layer by layer</source>
        <translation>按名称逐层分组显示参数</translation>
    </message>
    <message>
        <location filename="../widgets/models/parameters/parameterscontroller.cpp" line="108"/>
        <source>Not a valid regular expression</source>
        <translation>不是有效的正则表达式</translation>
    </message>
    <message>
        <location filename="../widgets/models/parameters/parameterscontroller.cpp" line="114"/>
        <source>Not a shape pattern: use numbers, * and ** separated by commas</source>
        <translation>不是有效的形状模式：请使用以逗号分隔的数字、* 和 **</translation>
    </message>
    <message>
        <location filename="../widgets/models/parameters/parameterscontroller.cpp" line="139"/>
        <source>No run loaded</source>
        <translation>未加载训练目录</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/parameters/parameterscontroller.cpp" line="142"/>
        <source>%Ln parameter(s)</source>
        <translation>
            <numerusform>%Ln 个参数</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/parameters/parameterscontroller.cpp" line="144"/>
        <source>%1 of %Ln parameter(s)</source>
        <translation>
            <numerusform>%1 / %Ln 个参数</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/parameters/parameterscontroller.cpp" line="147"/>
        <source>%1 · the filter hides the selected “%2”</source>
        <translation>%1 · 筛选条件隐藏了所选的“%2”</translation>
    </message>
</context>
<context>
    <name>PlanPreview</name>
    <message>
        <location filename="../widgets/migration/planpreview.cpp" line="103"/>
        <source>Choose a target to see the plan.</source>
        <translation>选择目标以查看转换方案。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/migration/planpreview.cpp" line="146"/>
        <source>Reads %1, writes %2 in %Ln file(s).</source>
        <translation>
            <numerusform>读取 %1，写入 %2，共 %Ln 个文件。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/migration/planpreview.cpp" line="150"/>
        <source>Executor memory: at most %1 per rank being written.</source>
        <translation>内存：每张目标卡写入时最多占用 %1。</translation>
    </message>
    <message>
        <location filename="../widgets/migration/planpreview.cpp" line="153"/>
        <source>Disk: %1 free at the destination.</source>
        <translation>磁盘：输出目录剩余 %1。</translation>
    </message>
    <message>
        <location filename="../widgets/migration/planpreview.cpp" line="154"/>
        <source>Disk: only %1 free at the destination: not enough.</source>
        <translation>磁盘：输出目录仅剩 %1，空间不足。</translation>
    </message>
    <message>
        <location filename="../widgets/migration/planpreview.cpp" line="157"/>
        <source>Disk: choose where to write to check the free space.</source>
        <translation>磁盘：选择写入位置后即可检查剩余空间。</translation>
    </message>
    <message>
        <location filename="../widgets/migration/planpreview.cpp" line="255"/>
        <source>Bytes written per target rank</source>
        <translation>每张目标卡的写入字节数</translation>
    </message>
    <message>
        <location filename="../widgets/migration/planpreview.cpp" line="289"/>
        <source>Written</source>
        <translation>写入量</translation>
    </message>
    <message>
        <location filename="../widgets/migration/planpreview.cpp" line="302"/>
        <location filename="../widgets/migration/planpreview.cpp" line="324"/>
        <source>Target rank</source>
        <translation>目标卡</translation>
    </message>
    <message>
        <location filename="../widgets/migration/planpreview.cpp" line="164"/>
        <source>Time: %1 (reading at %2, writing at %3 with fsync, then verifying at %4, %5).</source>
        <translation>时间：%1（读取 %2，写入并 fsync %3，随后校验 %4，%5）。</translation>
    </message>
    <message>
        <location filename="../widgets/migration/planpreview.cpp" line="169"/>
        <source>Time: %1 (reading at %2, writing at %3 with fsync).</source>
        <translation>时间：%1（读取 %2，写入并 fsync %3）。</translation>
    </message>
    <message>
        <location filename="../widgets/migration/planpreview.cpp" line="172"/>
        <source>Rates measured by a disk test.</source>
        <translation>速率来自磁盘测试。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/migration/planpreview.cpp" line="173"/>
        <source>Rates from a disk test and %Ln conversion(s) on this machine.</source>
        <translation>
            <numerusform>速率来自磁盘测试及本机的 %Ln 次转换。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanTableModel</name>
    <message numerus="yes">
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="89"/>
        <source>All %Ln rank(s)</source>
        <translation>
            <numerusform>全部 %Ln 张卡</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="96"/>
        <source>not in the table</source>
        <translation>不在表中</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="105"/>
        <source>%Ln server(s)</source>
        <translation>
            <numerusform>%Ln 台服务器</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="144"/>
        <source>verification failed</source>
        <translation>校验失败</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="148"/>
        <source>verified</source>
        <translation>校验通过</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="151"/>
        <source>planned</source>
        <translation>待转换</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="225"/>
        <source>Source ranks read: the minimal set `shardscope-cli ranks` prints, plus the rank whose entries outside both strategies (global_step, learning_rate...) are copied. Click the row to see them on the source matrix.</source>
        <translation>读取的源卡：即 `shardscope-cli ranks` 输出的最小集合，外加一张卡，从中复制两个策略之外的条目（global_step、learning_rate…）。点击该行可在源设备矩阵上查看这些卡。</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="245"/>
        <source>Target rank</source>
        <translation>目标卡</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="245"/>
        <source>Target</source>
        <translation>目标卡</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="247"/>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="249"/>
        <source>Reads source ranks</source>
        <translation>读取的源卡</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="249"/>
        <source>Sources</source>
        <translation>源卡</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="251"/>
        <source>Tensors</source>
        <translation>张量数</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="253"/>
        <source>Read</source>
        <translation>读取量</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="255"/>
        <source>Written</source>
        <translation>写入量</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="257"/>
        <source>Peak memory</source>
        <translation>峰值内存</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="257"/>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/plantablemodel.cpp" line="259"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
</context>
<context>
    <name>PlaygroundGuide</name>
    <message>
        <location filename="../widgets/fit/playgroundguide.cpp" line="15"/>
        <source>Back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundguide.cpp" line="16"/>
        <source>&amp;Next</source>
        <translation>下一步(&amp;N)</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundguide.cpp" line="24"/>
        <source>Close Guide</source>
        <translation>关闭导览</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundguide.cpp" line="48"/>
        <source>Step %1 of %2: %3</source>
        <translation>第 %1/%2 步：%3</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundguide.cpp" line="57"/>
        <source>Data parallelism</source>
        <translation>数据并行</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundguide.cpp" line="59"/>
        <source>Model parallelism</source>
        <translation>模型并行</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundguide.cpp" line="61"/>
        <source>Pipeline parallelism</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundguide.cpp" line="63"/>
        <source>Optimizer parallelism</source>
        <translation>优化器并行</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundguide.cpp" line="70"/>
        <source>Eight cards, each with the whole network, each training on its own samples; after every step they add up their gradients (the data-parallel group). Mixed-precision Adam keeps 16 bytes a parameter: 7 billion parameters need 100 GiB before any activation, so no card fits.</source>
        <translation>八张卡各持有完整的网络，各自训练自己的样本；每步之后把梯度相加（数据并行组）。混合精度的 Adam 每个参数占 16 字节：70 亿个参数还没算激活值就需要 100 GiB，所以没有一张卡放得下。</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundguide.cpp" line="76"/>
        <source>Model parallel 4 cuts every layer&apos;s weights over four cards: each holds a quarter of the parameters, gradients and optimizer states, and the four exchange activations inside every layer (the model-parallel group, the largest traffic, best kept inside a host). Two such groups train side by side.</source>
        <translation>模型并行 4 把每层的权重切到四张卡上：每张卡持有四分之一的参数、梯度和优化器状态，四张卡在每一层内交换激活值（模型并行组，通信量最大，最好留在一台服务器内）。两个这样的组并排训练。</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundguide.cpp" line="83"/>
        <source>Two pipeline stages hold half the layers each and pass activations from one to the next (the pipeline groups). The first stage holds more micro-batches in flight than the last, so its cards need the most memory: compare the two bars.</source>
        <translation>两个流水线阶段各持有一半的层，把激活值从前一个阶段传给下一个（流水线组）。第一个阶段同时在途的微批次比最后一个多，所以它的卡需要的内存最多：比较两根柱子。</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundguide.cpp" line="89"/>
        <source>Back to eight data-parallel copies, now with the optimizer shard over all eight: each card keeps an eighth of the weights and their optimizer states and gathers the weights when it needs them. The static memory falls from 100 to 24 GiB (the gradients stay whole); what is left is activations: try recomputation.</source>
        <translation>回到八份数据并行副本，这次优化器分片覆盖全部八张卡：每张卡只保留八分之一的权重及其优化器状态，需要时再收集权重。静态内存从 100 GiB 降到 24 GiB（梯度仍然完整）；剩下的是激活值：试试重计算。</translation>
    </message>
</context>
<context>
    <name>PlaygroundRun</name>
    <message numerus="yes">
        <location filename="../widgets/models/fit/playgroundrun.cpp" line="92"/>
        <source>%Ln card(s) in the Playground&apos;s split, of a small GPT network (layers: %1, hidden size: %2): the layouts are the split&apos;s, the tensor values are synthetic.</source>
        <translation>
            <numerusform>%Ln 张卡，按演练场的切分；网络是一个小型 GPT（层数：%1，隐藏层大小：%2）：张量排布取自该切分，张量的值是合成的。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaygroundView</name>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="39"/>
        <source>Select a group to ring its cards above.</source>
        <translation>选择一个通信组，上方会圈出它的卡。</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="168"/>
        <source>Cards</source>
        <translation>卡</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="177"/>
        <source>A parameter of the network: its full tensor is drawn cut into the slices the cards hold.</source>
        <translation>网络的一个参数：画出它的完整张量，并按各卡持有的切片切开。</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="179"/>
        <source>Parameter:</source>
        <translation>参数：</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="195"/>
        <source>A Parameter&apos;s Slices</source>
        <translation>参数的切片</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="217"/>
        <source>G&amp;uided Tour</source>
        <translation>导览(&amp;U)</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="220"/>
        <source>Data, model, pipeline and optimizer parallelism in order, one short paragraph each.</source>
        <translation>依次介绍数据并行、模型并行、流水线并行和优化器并行，每种一小段说明。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/fit/playgroundview.cpp" line="66"/>
        <source>Wrote %1 (%2 in %Ln rank file(s)): %3</source>
        <translation>
            <numerusform>已写入 %1（%2，共 %Ln 张卡的文件）：%3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="63"/>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="70"/>
        <source>Custom (typed below)</source>
        <translation>自定义（在下方输入）</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="71"/>
        <source>&amp;Preset:</source>
        <translation>预设(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="79"/>
        <source>as heads</source>
        <translation>同注意力头数</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="91"/>
        <source>Hidden si&amp;ze:</source>
        <translation>隐藏层大小(&amp;Z)：</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="92"/>
        <source>&amp;Layers:</source>
        <translation>层数(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="93"/>
        <source>H&amp;eads:</source>
        <translation>注意力头(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="94"/>
        <source>&amp;KV heads:</source>
        <translation>KV 头(&amp;K)：</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="95"/>
        <source>Voc&amp;abulary:</source>
        <translation>词表大小(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="96"/>
        <source>MLP &amp;width:</source>
        <translation>MLP 宽度(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="97"/>
        <source>Key/value heads (grouped-query attention)</source>
        <translation>键/值头数（分组查询注意力）</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="101"/>
        <source>Split of the cards</source>
        <translation>卡的切分</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="107"/>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="112"/>
        <source>Data parallel: copies of the model, each training on its own samples.</source>
        <translation>数据并行：模型的多份副本，各自训练自己的样本。</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="114"/>
        <source>Model (tensor) parallel: each layer&apos;s weights cut across this many cards.</source>
        <translation>模型（张量）并行：每层的权重切分到这么多张卡上。</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="116"/>
        <source>Pipeline parallel: the layers cut into this many stages.</source>
        <translation>流水线并行：各层按顺序分成这么多个阶段。</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="118"/>
        <source>Optimizer shard: the optimizer states (and weights) of the data-parallel copies divided over this many cards; it must divide data parallel.</source>
        <translation>优化器并行切分数：数据并行副本的优化器状态（和权重）分到这么多张卡上；它必须整除数据并行数。</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="121"/>
        <source>&amp;Sequence parallel</source>
        <translation>序列并行(&amp;S)</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="124"/>
        <source>&amp;Data parallel:</source>
        <translation>数据并行(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="125"/>
        <source>&amp;Model parallel:</source>
        <translation>模型并行(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="126"/>
        <source>P&amp;ipeline stages:</source>
        <translation>流水线阶段数(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="127"/>
        <source>&amp;Optimizer shard:</source>
        <translation>优化器并行切分数(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="129"/>
        <source>Cards:</source>
        <translation>卡数：</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="132"/>
        <source>Training step</source>
        <translation>训练步</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="140"/>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="141"/>
        <source>Re&amp;computation:</source>
        <translation>重计算(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="142"/>
        <source>Se&amp;quence length:</source>
        <translation>序列长度(&amp;Q)：</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="143"/>
        <source>Micro-&amp;batch size:</source>
        <translation>微批次大小(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="144"/>
        <source>Micro-ba&amp;tches:</source>
        <translation>微批次数(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="145"/>
        <source>Card memor&amp;y:</source>
        <translation>卡内存(&amp;Y)：</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="148"/>
        <source>E&amp;xport PNG…</source>
        <translation>导出 PNG(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="149"/>
        <source>Save the bars and the cards as a picture, for slides.</source>
        <translation>把柱状图和卡保存为图片，用于幻灯片。</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="150"/>
        <source>Save as Strate&amp;gy File…</source>
        <translation>另存为策略文件(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="151"/>
        <source>Save the split as the strategy file MindSpore would write for it.</source>
        <translation>把此切分保存为 MindSpore 会为它写出的策略文件。</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="152"/>
        <source>Open as Ru&amp;n…</source>
        <translation>打开为训练目录(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundform.cpp" line="155"/>
        <source>Write the split as a small synthetic run (tiny tensors of synthetic values, the split&apos;s layouts) and open it, to go on to the Parameters, Migration and Doctor tabs.</source>
        <translation>把该切分写成一个小型合成训练目录（很小的张量、合成的值、该切分的张量排布）并打开，以便继续使用“参数”“迁移”和“加载诊断”标签页。</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="190"/>
        <source>%1 × %2 × %3 = %4</source>
        <translation>%1 × %2 × %3 = %4</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="277"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="281"/>
        <location filename="../widgets/fit/playgroundview.cpp" line="287"/>
        <location filename="../widgets/fit/playgroundview.cpp" line="293"/>
        <source>Export PNG</source>
        <translation>导出 PNG</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="281"/>
        <source>Picture size:</source>
        <translation>图片尺寸：</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="287"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="293"/>
        <source>Cannot write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="298"/>
        <location filename="../widgets/fit/playgroundview.cpp" line="306"/>
        <source>Save as Strategy File</source>
        <translation>另存为策略文件</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="300"/>
        <source>Strategy files (*.ckpt *.json)</source>
        <translation>策略文件 (*.ckpt *.json)</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="313"/>
        <source>Open as Run: the folder to write the synthetic run in</source>
        <translation>打开为训练目录：选择写入合成训练的文件夹</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="57"/>
        <source>Writing %1: %2</source>
        <translation>正在写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="325"/>
        <source>Cannot write the run to %1: %2</source>
        <translation>无法把训练写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../widgets/fit/playgroundview.cpp" line="332"/>
        <source>Open as Run</source>
        <translation>打开为训练目录</translation>
    </message>
</context>
<context>
    <name>ProblemGroups</name>
    <message>
        <location filename="../widgets/models/migration/problemgroups.cpp" line="78"/>
        <source>not optimizer-sharded (as in MindSpore): a scalar has no dimension 0 to cut.</source>
        <translation>不做优化器并行切分（与 MindSpore 一致）：标量没有可切的维度 0。</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/problemgroups.cpp" line="83"/>
        <source>not optimizer-sharded (as in MindSpore): its %1 replicas do not divide by %2.</source>
        <translation>不做优化器并行切分（与 MindSpore 一致）：其副本数 %1 不能被 %2 整除。</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/problemgroups.cpp" line="87"/>
        <source>not optimizer-sharded (as in MindSpore): its slice&apos;s dimension 0 (%1) does not divide by %2.</source>
        <translation>不做优化器并行切分（与 MindSpore 一致）：其切片的维度 0（%1）不能被 %2 整除。</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/problemgroups.cpp" line="105"/>
        <source>dimension %1 (size %2)</source>
        <translation>维度 %1（%2）</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/problemgroups.cpp" line="123"/>
        <source>%Ln parameter(s) do not divide into %1 parts</source>
        <translation>
            <numerusform>%Ln 个参数不能被 %1 整除</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/problemgroups.cpp" line="128"/>
        <source>No size of %1 makes them all divide while the other axes keep theirs.</source>
        <translation>在其他轴保持不变时，%1 取任何大小都无法让它们全部整除。</translation>
    </message>
    <message>
        <location filename="../widgets/models/migration/problemgroups.cpp" line="131"/>
        <source>Sizes of %1 that divide them all: %2 (%3 cards).</source>
        <translation>能让它们全部整除的 %1 大小：%2（%3 张卡）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/migration/problemgroups.cpp" line="135"/>
        <location filename="../widgets/models/migration/problemgroups.cpp" line="140"/>
        <source>%Ln parameter(s):</source>
        <translation>
            <numerusform>%Ln 个参数：</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemsPanel</name>
    <message>
        <location filename="../widgets/shell/problemspanel.cpp" line="16"/>
        <source>No problems found in the opened files.</source>
        <translation>已打开的文件中未发现问题。</translation>
    </message>
</context>
<context>
    <name>RankRanges</name>
    <message>
        <location filename="../widgets/models/common/rankranges.cpp" line="21"/>
        <source>, </source>
        <comment>between the ranks of a list</comment>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>RecentFilesMenu</name>
    <message>
        <location filename="../widgets/common/recentfilesmenu.cpp" line="8"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/common/recentfilesmenu.cpp" line="24"/>
        <source>Clear Recent Files</source>
        <translation>清除最近打开记录</translation>
    </message>
</context>
<context>
    <name>ReportCells</name>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="72"/>
        <source>no CRC trailer</source>
        <translation>无 CRC 校验码</translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="74"/>
        <source>CRC not verified</source>
        <translation>CRC 未校验</translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="76"/>
        <source>CRC verified</source>
        <translation>CRC 校验通过</translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="78"/>
        <source>CRC mismatch</source>
        <translation>CRC 不匹配</translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="93"/>
        <source>Checkpoint</source>
        <translation>检查点</translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="95"/>
        <source>Strategy file</source>
        <translation>策略文件</translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="97"/>
        <source>Run folder</source>
        <translation>训练目录</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/files/reportcells.cpp" line="103"/>
        <location filename="../widgets/models/files/reportcells.cpp" line="269"/>
        <source>%Ln tensor(s)</source>
        <translation>
            <numerusform>%Ln 个张量</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/files/reportcells.cpp" line="105"/>
        <source>%Ln layout(s)</source>
        <translation>
            <numerusform>%Ln 个张量排布</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/files/reportcells.cpp" line="106"/>
        <source>%Ln stage(s)</source>
        <translation>
            <numerusform>%Ln 个流水线阶段</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/files/reportcells.cpp" line="109"/>
        <source>%Ln rank(s)</source>
        <translation>
            <numerusform>%Ln 张卡</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="128"/>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="128"/>
        <source>protobuf</source>
        <translation>protobuf</translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="130"/>
        <source>merged pipeline stages</source>
        <translation>已合并各流水线阶段</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/files/reportcells.cpp" line="139"/>
        <source>%Ln rank(s) unreadable</source>
        <translation>
            <numerusform>%Ln 张卡无法读取</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="146"/>
        <source>strategy: %1</source>
        <translation>策略文件：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/files/reportcells.cpp" line="153"/>
        <source>%Ln graph file(s) (-graph.meta, not read)</source>
        <translation>
            <numerusform>%Ln 个计算图文件（-graph.meta，不读取）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="189"/>
        <location filename="../widgets/models/files/reportcells.cpp" line="265"/>
        <source>rank %1</source>
        <translation>卡 %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/files/reportcells.cpp" line="219"/>
        <source>map tensor, %Ln part(s)</source>
        <translation>
            <numerusform>MapTensor，%Ln 个部分</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="226"/>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="238"/>
        <source>stage %1</source>
        <translation>阶段 %1</translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="240"/>
        <source>dev %1 → map %2</source>
        <translation>设备矩阵 %1 → 张量映射 %2</translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="245"/>
        <source>shape %1</source>
        <translation>形状 %1</translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="248"/>
        <source>optimizer shard: size %1, step %2</source>
        <translation>优化器分片：大小 %1，步长 %2</translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="253"/>
        <source>field %1</source>
        <translation>字段 %1</translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="275"/>
        <source>no checkpoint file</source>
        <translation>没有检查点文件</translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="279"/>
        <source>%1: cannot be read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="287"/>
        <source>graph: %1</source>
        <translation>计算图：%1</translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="348"/>
        <source>device matrix %1, tensor map %2</source>
        <translation>设备矩阵 %1，张量映射 %2</translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.h" line="30"/>
        <source>Indexing…</source>
        <translation>正在索引…</translation>
    </message>
    <message>
        <location filename="../widgets/models/files/reportcells.cpp" line="124"/>
        <source>file size %1</source>
        <translation>文件大小 %1</translation>
    </message>
</context>
<context>
    <name>RunsMenu</name>
    <message>
        <location filename="../widgets/shell/runsmenu.cpp" line="9"/>
        <source>&amp;Runs</source>
        <translation>训练(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/shell/runsmenu.cpp" line="28"/>
        <source>No run open</source>
        <translation>尚未打开训练目录</translation>
    </message>
    <message>
        <location filename="../widgets/shell/runsmenu.cpp" line="37"/>
        <source>%1 (opening…)</source>
        <translation>%1（正在打开…）</translation>
    </message>
    <message>
        <location filename="../widgets/shell/runsmenu.cpp" line="39"/>
        <source>%1 (failed to open)</source>
        <translation>%1（打开失败）</translation>
    </message>
</context>
<context>
    <name>SavedStepMarks</name>
    <message numerus="yes">
        <location filename="../widgets/models/loss/savedstepmarks.cpp" line="31"/>
        <source>%Ln saved step(s) not marked: their global step is not known (set the steps per epoch above)</source>
        <translation>
            <numerusform>%Ln 个保存点未标出：其全局步数未知（请在上方设置每轮的步数）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/loss/savedstepmarks.cpp" line="41"/>
        <source>▲ %Ln saved checkpoint(s) of the open run (hollow: not usable on every rank)</source>
        <translation>
            <numerusform>▲ 当前训练的 %Ln 个保存点（空心：部分卡上不可用）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/loss/savedstepmarks.cpp" line="44"/>
        <source>%1; dashed: resume from %2 (step %3)</source>
        <translation>%1；虚线：续训起点 %2（第 %3 步）</translation>
    </message>
</context>
<context>
    <name>Sentences</name>
    <message>
        <location filename="../widgets/models/common/sentences.cpp" line="7"/>
        <source>%1 %2</source>
        <comment>two sentences, or a phrase and its parenthesis</comment>
        <translation>%1%2</translation>
    </message>
</context>
<context>
    <name>SliceControls</name>
    <message>
        <location filename="../widgets/slices/slicecontrols.cpp" line="21"/>
        <source>R&amp;ows:</source>
        <translation>行(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../widgets/slices/slicecontrols.cpp" line="23"/>
        <source>&amp;Columns:</source>
        <translation>列(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../widgets/slices/slicecontrols.cpp" line="28"/>
        <source>The tensor dimension drawn downwards</source>
        <translation>纵向绘制的张量维度</translation>
    </message>
    <message>
        <location filename="../widgets/slices/slicecontrols.cpp" line="29"/>
        <source>The tensor dimension drawn across</source>
        <translation>横向绘制的张量维度</translation>
    </message>
    <message>
        <location filename="../widgets/slices/slicecontrols.cpp" line="66"/>
        <source>dim %1 (%2)</source>
        <translation>维度 %1（%2）</translation>
    </message>
    <message>
        <location filename="../widgets/slices/slicecontrols.cpp" line="78"/>
        <source>dim %1 at</source>
        <translation>维度 %1 取</translation>
    </message>
    <message>
        <location filename="../widgets/slices/slicecontrols.cpp" line="82"/>
        <source>Index along dimension %1, which is not drawn (0 to %2)</source>
        <translation>未绘制的维度 %1 上的索引（0 至 %2）</translation>
    </message>
</context>
<context>
    <name>SliceDetails</name>
    <message>
        <location filename="../widgets/models/slices/slicedetails.cpp" line="27"/>
        <source>rank %1: no checkpoint file</source>
        <translation>卡 %1：没有检查点文件</translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicedetails.cpp" line="34"/>
        <source>rank %1: %2 does not hold this tensor</source>
        <translation>卡 %1：%2 中没有此张量</translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicedetails.cpp" line="38"/>
        <source>rank %1: %2, bytes %3 – %4 (%5)</source>
        <translation>卡 %1：%2，字节 %3 – %4（%5）</translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicedetails.cpp" line="45"/>
        <source>%1 %2</source>
        <comment>where a slice&apos;s bytes lie, and in how many records</comment>
        <translation>%1，%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/slices/slicedetails.cpp" line="46"/>
        <source>in %Ln record(s)</source>
        <translation>
            <numerusform>分为 %Ln 条记录</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicedetails.cpp" line="58"/>
        <source>(shape not recorded: open the checkpoints for index ranges)</source>
        <translation>（未记录形状：打开检查点文件后才能看到索引范围）</translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicedetails.cpp" line="64"/>
        <source>dimension %1: indices %2 to %3 (%4 of %5)</source>
        <translation>维度 %1：索引 %2 至 %3（%4 / %5）</translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicedetails.cpp" line="71"/>
        <source>Held by %1 (replicas: the same values on each).</source>
        <translation>由%1 持有（副本：各卡上的值相同）。</translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicedetails.cpp" line="81"/>
        <source>Optimizer piece %1 of %2: %3, stored by %4</source>
        <translation>优化器分片 %1/%2：%3，由%4 保存</translation>
    </message>
</context>
<context>
    <name>SliceGeometry</name>
    <message>
        <location filename="../widgets/models/slices/slicegeometry.cpp" line="236"/>
        <source>rank %1</source>
        <translation>卡 %1</translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicegeometry.cpp" line="237"/>
        <source>ranks %1</source>
        <translation>卡 %1</translation>
    </message>
</context>
<context>
    <name>SlicePainter</name>
    <message>
        <location filename="../widgets/models/slices/slicecontroller.cpp" line="128"/>
        <location filename="../widgets/slices/slicepainter.cpp" line="129"/>
        <source>optimizer piece %1/%2 of %3</source>
        <translation>%3 的优化器分片 %1/%2</translation>
    </message>
    <message>
        <location filename="../widgets/slices/slicepainter.cpp" line="134"/>
        <source>slice %1</source>
        <translation>切片 %1</translation>
    </message>
</context>
<context>
    <name>SliceView</name>
    <message>
        <location filename="../widgets/models/slices/slicecontroller.cpp" line="158"/>
        <source>No parameter selected</source>
        <translation>未选择参数</translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicecontroller.cpp" line="159"/>
        <source>Select a parameter to see how it is cut.</source>
        <translation>选择一个参数，查看其切分方式。</translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicecontroller.cpp" line="168"/>
        <source>(shape not recorded: the cuts are drawn to scale, the sizes are not)</source>
        <translation>（未记录形状：切分比例如实绘制，尺寸仅为示意）</translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicecontroller.cpp" line="182"/>
        <source>rows: dim %1</source>
        <translation>行：维度 %1</translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicecontroller.cpp" line="185"/>
        <source>columns: dim %1</source>
        <translation>列：维度 %1</translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicecontroller.cpp" line="189"/>
        <source>dim %1 at index %2</source>
        <translation>维度 %1 取索引 %2</translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicecontroller.cpp" line="194"/>
        <source>zoom %1%</source>
        <translation>缩放 %1%</translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicecontroller.cpp" line="217"/>
        <source>Element [%1]</source>
        <translation>元素 [%1]</translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicecontroller.cpp" line="222"/>
        <source>Slice %1 of %2: %3, on %4</source>
        <translation>切片 %1/%2：%3，位于%4</translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicecontroller.cpp" line="228"/>
        <source>Slice %1 of %2, on %3</source>
        <translation>切片 %1/%2，位于%3</translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicecontroller.cpp" line="234"/>
        <source>Optimizer piece %1 of %2: %3, stored by %4</source>
        <translation>优化器分片 %1/%2：%3，由%4 保存</translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicecontroller.cpp" line="241"/>
        <source>Click for byte offsets in each rank file.</source>
        <translation>点击可查看在各卡文件中的字节偏移。</translation>
    </message>
    <message>
        <location filename="../widgets/slices/sliceview.cpp" line="169"/>
        <source>Draw dimensions</source>
        <translation>绘制的维度</translation>
    </message>
    <message>
        <location filename="../widgets/models/slices/slicecontroller.cpp" line="309"/>
        <source>rows: dim %1, columns: dim %2</source>
        <translation>行：维度 %1，列：维度 %2</translation>
    </message>
    <message>
        <location filename="../widgets/slices/sliceview.cpp" line="177"/>
        <source>Zoom in</source>
        <translation>放大</translation>
    </message>
    <message>
        <location filename="../widgets/slices/sliceview.cpp" line="178"/>
        <source>Zoom out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <location filename="../widgets/slices/sliceview.cpp" line="179"/>
        <source>Fit the window</source>
        <translation>适合窗口</translation>
    </message>
</context>
<context>
    <name>SplitWords</name>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="52"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="30"/>
        <source>OK</source>
        <translation>正常</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="32"/>
        <source>not in strategy</source>
        <translation>不在策略中</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="34"/>
        <source>not in checkpoint</source>
        <translation>不在检查点中</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="36"/>
        <source>shape contradicts</source>
        <translation>形状冲突</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="38"/>
        <source>missing on ranks</source>
        <translation>部分卡缺失</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="58"/>
        <source>Found in the strategy and on every rank of stage %1.</source>
        <translation>策略中有此参数，且阶段 %1 的每张卡上都有。</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="60"/>
        <source>The strategy has no layout for this parameter, so how it is split is unknown; conversion copies it as it is.</source>
        <translation>策略中没有此参数的张量排布，因此切分方式未知；转换时会原样复制。</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="64"/>
        <source>The strategy lays this parameter out, but no rank file holds it.</source>
        <translation>策略中有此参数的张量排布，但没有任何一张卡的文件包含它。</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="67"/>
        <source>The shape in the checkpoint contradicts the strategy: %1</source>
        <translation>检查点中的形状与策略冲突：%1</translation>
    </message>
    <message>
        <location filename="../widgets/models/common/splitwords.cpp" line="70"/>
        <source>Missing on rank(s) %1 of stage %2.</source>
        <translation>在阶段 %2 的卡 %1 上缺失。</translation>
    </message>
</context>
<context>
    <name>StageMemoryBars</name>
    <message>
        <location filename="../widgets/fit/stagememorybars.cpp" line="48"/>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <location filename="../widgets/fit/stagememorybars.cpp" line="51"/>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <location filename="../widgets/fit/stagememorybars.cpp" line="54"/>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <location filename="../widgets/fit/stagememorybars.cpp" line="56"/>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <location filename="../widgets/fit/stagememorybars.cpp" line="139"/>
        <source>Memory of a card, by pipeline stage</source>
        <translation>每张卡的内存（按流水线阶段）</translation>
    </message>
    <message>
        <location filename="../widgets/fit/stagememorybars.cpp" line="199"/>
        <source>Pipeline stage</source>
        <translation>流水线阶段</translation>
    </message>
    <message>
        <location filename="../widgets/fit/stagememorybars.cpp" line="206"/>
        <source>Card memory %1: above the scale</source>
        <translation>卡内存 %1：超出刻度范围</translation>
    </message>
    <message>
        <location filename="../widgets/fit/stagememorybars.cpp" line="222"/>
        <source>Card memory</source>
        <translation>卡内存</translation>
    </message>
    <message>
        <location filename="../widgets/fit/stagememorybars.cpp" line="256"/>
        <source>Stage %1: %2 of %3</source>
        <translation>阶段 %1：%2 / %3</translation>
    </message>
    <message>
        <location filename="../widgets/fit/stagememorybars.cpp" line="260"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>StartView</name>
    <message>
        <location filename="../widgets/shell/startview.cpp" line="22"/>
        <source>no parameter named %1</source>
        <translation>没有名为 %1 的参数</translation>
    </message>
    <message>
        <location filename="../widgets/shell/startview.cpp" line="45"/>
        <source>--target-rank-table: %1 did not load</source>
        <translation>--target-rank-table：无法读取 %1</translation>
    </message>
    <message>
        <location filename="../widgets/shell/startview.cpp" line="49"/>
        <source>--simulate: %1</source>
        <translation>--simulate：%1</translation>
    </message>
</context>
<context>
    <name>StepActions</name>
    <message>
        <location filename="../widgets/history/stepactions.cpp" line="23"/>
        <source>Step %1 is open</source>
        <translation>已打开保存点 %1</translation>
    </message>
    <message>
        <location filename="../widgets/history/stepactions.cpp" line="23"/>
        <source>&amp;Use step %1</source>
        <translation>使用保存点 %1(&amp;U)</translation>
    </message>
    <message>
        <location filename="../widgets/history/stepactions.cpp" line="25"/>
        <source>Open the run at this saved step in every tab</source>
        <translation>在所有标签页中打开训练的这个保存点</translation>
    </message>
    <message>
        <location filename="../widgets/history/stepactions.cpp" line="26"/>
        <source>Cop&amp;y --step %1</source>
        <translation>复制 --step %1(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../widgets/history/stepactions.cpp" line="28"/>
        <source>Copy “%1” for shardscope-cli (inspect, plan, convert, export)</source>
        <translation>复制“%1”，供 shardscope-cli 使用（inspect、plan、convert、export）</translation>
    </message>
</context>
<context>
    <name>StepControls</name>
    <message>
        <location filename="../widgets/fit/stepcontrols.cpp" line="33"/>
        <location filename="../widgets/fit/stepcontrols.cpp" line="34"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../widgets/fit/stepcontrols.cpp" line="36"/>
        <source>Sequence length: tokens of a sample.</source>
        <translation>序列长度：一个样本的 token 数。</translation>
    </message>
    <message>
        <location filename="../widgets/fit/stepcontrols.cpp" line="37"/>
        <source>Samples of a micro-batch.</source>
        <translation>一个微批次的样本数。</translation>
    </message>
    <message>
        <location filename="../widgets/fit/stepcontrols.cpp" line="38"/>
        <source>as stages</source>
        <translation>同阶段数</translation>
    </message>
    <message>
        <location filename="../widgets/fit/stepcontrols.cpp" line="40"/>
        <source>Micro-batches of a step: the pipeline&apos;s first stage holds the activations of as many as there are stages (1F1B).</source>
        <translation>一步的微批次数：流水线的第一个阶段同时持有与阶段数一样多的微批次的激活值（1F1B）。</translation>
    </message>
    <message>
        <location filename="../widgets/fit/stepcontrols.cpp" line="42"/>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <location filename="../widgets/fit/stepcontrols.cpp" line="43"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../widgets/fit/stepcontrols.cpp" line="44"/>
        <source>selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <location filename="../widgets/fit/stepcontrols.cpp" line="45"/>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <location filename="../widgets/fit/stepcontrols.cpp" line="47"/>
        <source>Recomputation: activations thrown away after the forward pass and computed again for the backward pass.</source>
        <translation>重计算：前向传播后丢弃激活值，反向传播时再重新计算。</translation>
    </message>
    <message>
        <location filename="../widgets/fit/stepcontrols.cpp" line="50"/>
        <source>Cuts the activations outside attention and MLP across the model-parallel cards.</source>
        <translation>把注意力和 MLP 之外的激活值切分到模型并行的各张卡上。</translation>
    </message>
</context>
<context>
    <name>SummaryStrip</name>
    <message>
        <location filename="../widgets/shell/summarystrip.cpp" line="50"/>
        <source>Nothing open</source>
        <translation>尚未打开任何文件</translation>
    </message>
    <message>
        <location filename="../widgets/shell/summarystrip.cpp" line="61"/>
        <source>reading the rank files…</source>
        <translation>正在读取各卡的文件…</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/summarystrip.cpp" line="62"/>
        <location filename="../widgets/shell/summarystrip.cpp" line="70"/>
        <source>%Ln rank(s)</source>
        <translation>
            <numerusform>%Ln 张卡</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/summarystrip.cpp" line="63"/>
        <location filename="../widgets/shell/summarystrip.cpp" line="72"/>
        <source>%Ln stage(s)</source>
        <translation>
            <numerusform>%Ln 个流水线阶段</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/summarystrip.cpp" line="68"/>
        <source>strategy only: %Ln rank(s)</source>
        <translation>
            <numerusform>仅策略：%Ln 张卡</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/summarystrip.cpp" line="73"/>
        <source>%Ln parameter(s)</source>
        <translation>
            <numerusform>%Ln 个参数</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/summarystrip.cpp" line="84"/>
        <source>(%Ln outside the strategy)</source>
        <translation>
            <numerusform>（%Ln 个不在策略中）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/summarystrip.cpp" line="89"/>
        <source>step %1 of %Ln saved</source>
        <translation>
            <numerusform>保存点 %1（共 %Ln 个）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/shell/summarystrip.cpp" line="96"/>
        <source>%Ln rank(s) encrypted, waiting for the key</source>
        <translation>
            <numerusform>%Ln 张卡已加密，等待密钥</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/shell/summarystrip.cpp" line="100"/>
        <source>%1 in all</source>
        <translation>共 %1</translation>
    </message>
    <message>
        <location filename="../widgets/shell/summarystrip.cpp" line="105"/>
        <source>(remove_redundancy: %1 less)</source>
        <translation>（去冗余：少存 %1）</translation>
    </message>
    <message>
        <location filename="../widgets/shell/summarystrip.cpp" line="108"/>
        <source>%1 – %2 per rank</source>
        <translation>每张卡 %1 – %2</translation>
    </message>
    <message>
        <location filename="../widgets/shell/summarystrip.cpp" line="223"/>
        <source>Rank %1: %2</source>
        <translation>卡 %1：%2</translation>
    </message>
    <message>
        <location filename="../widgets/shell/summarystrip.cpp" line="226"/>
        <source>Ranks %1–%2: %3 – %4 each</source>
        <translation>卡 %1–%2：每张 %3 – %4</translation>
    </message>
</context>
<context>
    <name>TargetMemory</name>
    <message>
        <location filename="../widgets/models/migration/targetmemory.cpp" line="89"/>
        <source>A strategy file alone records no shapes or dtypes: open the run&apos;s checkpoints to see each card&apos;s memory, or try the split in the Playground.</source>
        <translation>单独的策略文件不记录形状和数据类型：请打开该训练的检查点以查看每张卡的内存，或在演练场中尝试这种切分。</translation>
    </message>
</context>
<context>
    <name>TargetMemoryPanel</name>
    <message>
        <location filename="../widgets/migration/targetmemorypanel.cpp" line="47"/>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetmemorypanel.cpp" line="49"/>
        <source>Card &amp;memory:</source>
        <translation>卡内存(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetmemorypanel.cpp" line="52"/>
        <source>What is counted</source>
        <translation>统计范围</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetmemorypanel.cpp" line="65"/>
        <source>Sequence &amp;parallel</source>
        <translation>序列并行(&amp;P)</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetmemorypanel.cpp" line="72"/>
        <source>Training step:</source>
        <translation>训练步：</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetmemorypanel.cpp" line="79"/>
        <source>Se&amp;quence:</source>
        <translation>序列长度(&amp;Q)：</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetmemorypanel.cpp" line="80"/>
        <source>Micro-&amp;batch:</source>
        <translation>微批次大小(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetmemorypanel.cpp" line="81"/>
        <source>Micro-ba&amp;tches:</source>
        <translation>微批次数(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetmemorypanel.cpp" line="82"/>
        <source>H&amp;eads:</source>
        <translation>注意力头(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetmemorypanel.cpp" line="83"/>
        <source>&amp;Recomputation:</source>
        <translation>重计算(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetmemorypanel.cpp" line="150"/>
        <source>from %1</source>
        <translation>来自 %1</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetmemorypanel.cpp" line="153"/>
        <source>typed</source>
        <translation>手动输入</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetmemorypanel.cpp" line="184"/>
        <source>Parameters, gradients and optimizer states from the target&apos;s layouts and the checkpoint&apos;s dtypes; data-parallel groups only. Activations and model-parallel and pipeline traffic need the training step (not in a checkpoint): give its sequence length above.</source>
        <translation>参数、梯度和优化器状态由目标的张量排布和检查点的数据类型算出；只有数据并行组。激活值以及模型并行和流水线的通信量需要训练步（检查点不记录）：请在上方填写序列长度。</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetmemorypanel.cpp" line="188"/>
        <source>Activations are an estimate from the training step (docs/fit.md).</source>
        <translation>激活值由训练步估算（见 docs/fit.md）。</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetmemorypanel.cpp" line="193"/>
        <source>Activations are not counted: %1.</source>
        <translation>未计入激活值：%1。</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetmemorypanel.cpp" line="197"/>
        <source>The run&apos;s configuration cannot be read: %1</source>
        <translation>无法读取训练的配置文件：%1</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetmemorypanel.cpp" line="205"/>
        <source>No target yet.</source>
        <translation>尚未选择目标。</translation>
    </message>
</context>
<context>
    <name>TargetPanel</name>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="23"/>
        <source>&amp;Simulate a target</source>
        <translation>模拟目标(&amp;S)</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="24"/>
        <source>&amp;Load a destination strategy</source>
        <translation>加载目标策略文件(&amp;L)</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="26"/>
        <location filename="../widgets/migration/targetpanel.cpp" line="84"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="30"/>
        <source>&amp;Merge to one card</source>
        <translation>合并到单卡(&amp;M)</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="32"/>
        <source>Save strategy…</source>
        <translation>保存策略文件…</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="34"/>
        <source>Verif&amp;y every byte after the run</source>
        <translation>转换完成后逐字节校验(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="39"/>
        <source>strategy file, or folder of per-stage files</source>
        <translation>策略文件，或存放各阶段策略文件的文件夹</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="42"/>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="44"/>
        <source>opt_weight_shard_size: optimizer states split over this many replicas (0: off)</source>
        <translation>opt_weight_shard_size：优化器状态在多少个副本间分片（0：关闭）</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="47"/>
        <source>Save the simulated strategy as a file MindSpore can load (.ckpt protobuf or .json)</source>
        <translation>将模拟的策略保存为 MindSpore 可加载的文件（.ckpt protobuf 或 .json）</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="49"/>
        <source>an empty or new folder</source>
        <translation>空文件夹或新文件夹</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="61"/>
        <source>Axes:</source>
        <translation>轴：</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="62"/>
        <source>Pipeline stages:</source>
        <translation>流水线阶段数：</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="63"/>
        <source>Optimizer shard:</source>
        <translation>优化器并行切分数：</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="73"/>
        <source>Target:</source>
        <translation>目标：</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="87"/>
        <source>&amp;Write to:</source>
        <translation>写入到(&amp;W)：</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/migration/targetpanel.cpp" line="127"/>
        <location filename="../widgets/migration/targetpanel.cpp" line="137"/>
        <source>%Ln card(s)</source>
        <translation>
            <numerusform>%Ln 张卡</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="226"/>
        <source>New size of device-matrix axis %1 (now %2)</source>
        <translation>设备矩阵轴 %1 的新大小（当前为 %2）</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="380"/>
        <source>Destination strategy</source>
        <translation>目标策略文件</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="381"/>
        <source>Strategy files (*.ckpt *.json);;All files (*)</source>
        <translation>策略文件 (*.ckpt *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="389"/>
        <source>Write the converted run to</source>
        <translation>将转换后的训练目录写入到</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="344"/>
        <source>Off: a shard of %1 needs replicas to share it (%2).</source>
        <translation>关闭：优化器分片数 %1 需要有副本来分摊（%2）。</translation>
    </message>
    <message>
        <location filename="../widgets/migration/targetpanel.cpp" line="347"/>
        <source>%1, not %2: the shard must divide the replicas (%3).</source>
        <translation>%1 而非 %2：优化器分片数须整除副本数（%3）。</translation>
    </message>
</context>
<context>
    <name>TensorView</name>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="57"/>
        <source>Values from:</source>
        <translation>数值来源：</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="63"/>
        <source>Histogram of finite values</source>
        <translation>有限值直方图</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="77"/>
        <source>Values</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="106"/>
        <source>Statistics</source>
        <translation>统计信息</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="115"/>
        <source>Elements</source>
        <translation>元素数</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="115"/>
        <source>Finite</source>
        <translation>有限值</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="115"/>
        <source>Minimum</source>
        <translation>最小值</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="115"/>
        <source>Maximum</source>
        <translation>最大值</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="115"/>
        <source>Mean</source>
        <translation>平均值</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="116"/>
        <source>Std. deviation</source>
        <translation>标准差</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="116"/>
        <source>Zeros</source>
        <translation>零值</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="116"/>
        <source>NaN</source>
        <translation>NaN</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="116"/>
        <source>+Inf</source>
        <translation>+Inf</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="116"/>
        <source>−Inf</source>
        <translation>−Inf</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="145"/>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="146"/>
        <source>Save the statistics and histogram as JSON or CSV</source>
        <translation>将统计信息和直方图保存为 JSON 或 CSV</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="165"/>
        <source>merged (all ranks)</source>
        <translation>合并（所有卡）</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="167"/>
        <source>rank %1</source>
        <translation>卡 %1</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="221"/>
        <source>The values cannot be read: %1</source>
        <translation>无法读取数值：%1</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="185"/>
        <source>from %1 distinct slices</source>
        <translation>来自 %1 个不同的切片</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="190"/>
        <source>No parameter selected</source>
        <translation>未选择参数</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="224"/>
        <source>Values of type %1 cannot be shown as numbers.</source>
        <translation>%1 类型的值无法显示为数字。</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="228"/>
        <source>Cancelled. Press Compute to start again.</source>
        <translation>已取消。点击“计算”可重新开始。</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="231"/>
        <source>The statistics failed: %1</source>
        <translation>统计失败：%1</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="218"/>
        <source>Computing…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="212"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="212"/>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="253"/>
        <source>Export statistics</source>
        <translation>导出统计信息</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="254"/>
        <source>JSON (*.json);;CSV (*.csv)</source>
        <translation>JSON (*.json);;CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/tensorview.cpp" line="256"/>
        <source>Could not write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
</context>
<context>
    <name>ValueGridPanel</name>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="60"/>
        <source>Rows:</source>
        <translation>行：</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="63"/>
        <source>Columns:</source>
        <translation>列：</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="69"/>
        <source>Previous rows</source>
        <translation>上一页（行）</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="70"/>
        <source>Next rows</source>
        <translation>下一页（行）</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="71"/>
        <source>Previous columns</source>
        <translation>上一页（列）</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="72"/>
        <source>Next columns</source>
        <translation>下一页（列）</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="79"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="80"/>
        <source>Copy the selected cells as tab-separated text</source>
        <translation>将选中的单元格复制为以制表符分隔的文本</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="82"/>
        <source>Export page…</source>
        <translation>导出本页…</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="83"/>
        <source>Save the values shown as CSV</source>
        <translation>将当前显示的数值保存为 CSV</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="154"/>
        <source>dim %1 (%2)</source>
        <translation>维度 %1（%2）</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="159"/>
        <source>dim %1:</source>
        <translation>维度 %1：</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="212"/>
        <source>%1–%2 of %3</source>
        <translation>%1–%2（共 %3）</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="217"/>
        <source>Rows %1</source>
        <translation>行 %1</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="218"/>
        <source>Columns %1</source>
        <translation>列 %1</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="264"/>
        <source>Export values</source>
        <translation>导出数值</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="264"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../widgets/tensor/valuegridpanel.cpp" line="266"/>
        <source>Could not write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
</context>
<context>
    <name>ZoomableView</name>
    <message>
        <location filename="../widgets/common/zoomableview.cpp" line="168"/>
        <source>Zoom %1%: Ctrl+wheel or + and - to zoom, 0 to fit the window</source>
        <translation>缩放 %1%：Ctrl+滚轮或 + 和 - 缩放，0 适合窗口</translation>
    </message>
    <message>
        <location filename="../widgets/common/zoomableview.cpp" line="192"/>
        <source>Fit</source>
        <translation>适合窗口</translation>
    </message>
    <message>
        <location filename="../widgets/common/zoomableview.cpp" line="193"/>
        <source>Zoom out (-)</source>
        <translation>缩小（-）</translation>
    </message>
    <message>
        <location filename="../widgets/common/zoomableview.cpp" line="194"/>
        <source>Zoom in (+)</source>
        <translation>放大（+）</translation>
    </message>
    <message>
        <location filename="../widgets/common/zoomableview.cpp" line="195"/>
        <source>Fit the window (0)</source>
        <translation>适合窗口（0）</translation>
    </message>
    <message>
        <location filename="../widgets/common/zoomableview.cpp" line="196"/>
        <location filename="../widgets/common/zoomableview.cpp" line="197"/>
        <source>Zoom</source>
        <translation>缩放</translation>
    </message>
</context>
</TS>
