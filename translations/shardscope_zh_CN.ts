<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BusyIndicator</name>
    <message numerus="yes">
        <location filename="../widgets/busyindicator.cpp" line="21"/>
        <source>Indexing %n path(s)…</source>
        <translation>
            <numerusform>正在索引 %n 个路径…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <location filename="../app/gui/commandline.cpp" line="45"/>
        <source>ShardScope inspects MindSpore checkpoints, strategy files and per-rank run folders.
With no PATH it opens the built-in demo run.</source>
        <translation>ShardScope 用于查看 MindSpore 检查点、策略文件和按卡保存的运行目录。
未指定 PATH 时打开内置的演示运行目录。</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="50"/>
        <source>Checkpoint, strategy file or folder to open.</source>
        <translation>要打开的检查点、策略文件或文件夹。</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="52"/>
        <source>Open the built-in demo run.</source>
        <translation>打开内置的演示运行目录。</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="54"/>
        <source>Interface language: en or zh_CN (default: the system&apos;s).</source>
        <translation>界面语言：en 或 zh_CN（默认跟随系统）。</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="56"/>
        <source>Window size, e.g. 1400x900.</source>
        <translation>窗口大小，例如 1400x900。</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="60"/>
        <source>Wait until everything is indexed, save the window as a PNG image and exit.</source>
        <translation>等待全部索引完成后，将窗口保存为 PNG 图片并退出。</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="72"/>
        <source>unknown language “%1” (use en or zh_CN)</source>
        <translation>未知语言“%1”（请使用 en 或 zh_CN）</translation>
    </message>
    <message>
        <location filename="../app/gui/commandline.cpp" line="79"/>
        <source>--size wants WIDTHxHEIGHT in pixels, e.g. 1400x900, not “%1”</source>
        <translation>--size 需要以像素为单位的“宽x高”，例如 1400x900，而不是“%1”</translation>
    </message>
</context>
<context>
    <name>EmptyPage</name>
    <message>
        <location filename="../widgets/emptypage.cpp" line="14"/>
        <source>Open a checkpoint, a strategy file or a run folder</source>
        <translation>打开检查点、策略文件或运行目录</translation>
    </message>
    <message>
        <location filename="../widgets/emptypage.cpp" line="22"/>
        <source>Drop files or folders here, or use File ▸ Open File… and File ▸ Open Folder…</source>
        <translation>将文件或文件夹拖放到此处，或使用“文件 ▸ 打开文件…”和“文件 ▸ 打开文件夹…”</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <location filename="../widgets/models/errortext.cpp" line="8"/>
        <source>Cannot read</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <location filename="../widgets/models/errortext.cpp" line="10"/>
        <source>Not found</source>
        <translation>找不到文件或文件夹</translation>
    </message>
    <message>
        <location filename="../widgets/models/errortext.cpp" line="12"/>
        <source>Empty file</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <location filename="../widgets/models/errortext.cpp" line="14"/>
        <source>File is truncated</source>
        <translation>文件不完整（已被截断）</translation>
    </message>
    <message>
        <location filename="../widgets/models/errortext.cpp" line="16"/>
        <source>File is damaged</source>
        <translation>文件已损坏</translation>
    </message>
    <message>
        <location filename="../widgets/models/errortext.cpp" line="18"/>
        <source>Invalid tensor shape</source>
        <translation>张量形状无效</translation>
    </message>
    <message>
        <location filename="../widgets/models/errortext.cpp" line="20"/>
        <source>Tensor size does not match its shape</source>
        <translation>张量大小与形状不符</translation>
    </message>
    <message>
        <location filename="../widgets/models/errortext.cpp" line="22"/>
        <source>Unknown data type</source>
        <translation>未知的数据类型</translation>
    </message>
    <message>
        <location filename="../widgets/models/errortext.cpp" line="24"/>
        <source>CRC missing</source>
        <translation>缺少 CRC 校验码</translation>
    </message>
    <message>
        <location filename="../widgets/models/errortext.cpp" line="26"/>
        <source>CRC check failed</source>
        <translation>CRC 校验失败</translation>
    </message>
    <message>
        <location filename="../widgets/models/errortext.cpp" line="28"/>
        <source>File is encrypted</source>
        <translation>文件已加密</translation>
    </message>
    <message>
        <location filename="../widgets/models/errortext.cpp" line="30"/>
        <source>Not supported</source>
        <translation>暂不支持</translation>
    </message>
    <message>
        <location filename="../widgets/models/errortext.cpp" line="32"/>
        <source>Invalid strategy file</source>
        <translation>策略文件无效</translation>
    </message>
    <message>
        <location filename="../widgets/models/errortext.cpp" line="34"/>
        <source>Mixed formats</source>
        <translation>格式混用</translation>
    </message>
    <message>
        <location filename="../widgets/models/errortext.cpp" line="36"/>
        <source>Invalid argument</source>
        <translation>参数无效</translation>
    </message>
    <message>
        <location filename="../widgets/models/errortext.cpp" line="38"/>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../widgets/models/errortext.cpp" line="40"/>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../widgets/models/errortext.cpp" line="48"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>InspectModel</name>
    <message>
        <location filename="../widgets/models/inspectmodel.cpp" line="326"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../widgets/models/inspectmodel.cpp" line="328"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../widgets/models/inspectmodel.cpp" line="330"/>
        <source>Shape / layout</source>
        <translation>形状 / 布局</translation>
    </message>
    <message>
        <location filename="../widgets/models/inspectmodel.cpp" line="332"/>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location filename="../widgets/models/inspectmodel.cpp" line="334"/>
        <source>Details</source>
        <translation>详细信息</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="75"/>
        <source>&amp;Open File…</source>
        <translation>打开文件(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="78"/>
        <source>Open checkpoint or strategy files</source>
        <translation>打开检查点或策略文件</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="82"/>
        <source>Open &amp;Folder…</source>
        <translation>打开文件夹(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="85"/>
        <source>Open a run folder or a folder of per-stage strategy files</source>
        <translation>打开运行目录，或存放各流水线阶段策略文件的文件夹</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="88"/>
        <source>Open &amp;Demo Run</source>
        <translation>打开演示运行目录(&amp;D)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="89"/>
        <source>Open the built-in demo: a 2-stage pipeline on 8 ranks</source>
        <translation>打开内置演示：8 张卡上的 2 阶段流水线并行</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="92"/>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="95"/>
        <source>Close &amp;All</source>
        <translation>全部关闭(&amp;A)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="98"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="103"/>
        <source>&amp;Expand All</source>
        <translation>全部展开(&amp;E)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="105"/>
        <source>&amp;Collapse All</source>
        <translation>全部折叠(&amp;C)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="107"/>
        <source>&amp;Filter by Name</source>
        <translation>按名称筛选(&amp;F)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="110"/>
        <source>&amp;About ShardScope</source>
        <translation>关于 ShardScope(&amp;A)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="116"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="129"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="136"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="138"/>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="142"/>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="156"/>
        <source>Filter by name (Ctrl+F)</source>
        <translation>按名称筛选（Ctrl+F）</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="188"/>
        <location filename="../widgets/mainwindow.cpp" line="374"/>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="197"/>
        <source>&amp;Problems Panel</source>
        <translation>问题面板(&amp;P)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="239"/>
        <location filename="../app/gui/main.cpp" line="74"/>
        <source>Cannot write the demo run</source>
        <translation>无法写入演示运行目录</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="357"/>
        <source>Nothing open</source>
        <translation>尚未打开任何文件</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/mainwindow.cpp" line="359"/>
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n 个文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/mainwindow.cpp" line="360"/>
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n 项</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/mainwindow.cpp" line="362"/>
        <source>%n item(s) match “%1”</source>
        <translation>
            <numerusform>%n 项匹配“%1”</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/mainwindow.cpp" line="365"/>
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n 个问题</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="373"/>
        <source>Problems (%1)</source>
        <translation>问题（%1）</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="376"/>
        <source>ShardScope</source>
        <translation>ShardScope</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="376"/>
        <source>%1 — ShardScope</source>
        <translation>%1 — ShardScope</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="385"/>
        <source>Open Checkpoint or Strategy Files</source>
        <translation>打开检查点或策略文件</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="386"/>
        <source>Checkpoints and strategy files (*.ckpt *.json);;All files (*)</source>
        <translation>检查点和策略文件 (*.ckpt *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="392"/>
        <source>Open Run Folder or Strategy Folder</source>
        <translation>打开运行目录或策略文件夹</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="415"/>
        <source>About ShardScope</source>
        <translation>关于 ShardScope</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="416"/>
        <source>&lt;h3&gt;ShardScope %1&lt;/h3&gt;&lt;p&gt;Inspects distributed-training checkpoints: MindSpore checkpoints, parallel strategy files and per-rank run folders.&lt;/p&gt;&lt;p&gt;Files are only read, never modified.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ShardScope %1&lt;/h3&gt;&lt;p&gt;查看分布式训练的检查点：MindSpore 检查点、并行策略文件以及按卡保存的运行目录。&lt;/p&gt;&lt;p&gt;只读取文件，从不修改。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="76"/>
        <source>Open File</source>
        <translation>打开文件</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="83"/>
        <source>Open Folder</source>
        <translation>打开文件夹</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="104"/>
        <source>Expand All</source>
        <translation>全部展开</translation>
    </message>
    <message>
        <location filename="../widgets/mainwindow.cpp" line="106"/>
        <source>Collapse All</source>
        <translation>全部折叠</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../widgets/messagebar.cpp" line="24"/>
        <location filename="../widgets/messagebar.cpp" line="25"/>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../widgets/messagebar.cpp" line="39"/>
        <source>%1: %2</source>
        <extracomment>A failure in the message bar: its title (by error code), then the core&apos;s description.</extracomment>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>NoticeListModel</name>
    <message>
        <location filename="../widgets/models/noticelistmodel.cpp" line="93"/>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../widgets/models/noticelistmodel.cpp" line="95"/>
        <source>Location</source>
        <translation>位置</translation>
    </message>
</context>
<context>
    <name>NoticeText</name>
    <message>
        <location filename="../widgets/models/noticetext.cpp" line="25"/>
        <source>Rank %1 holds several checkpoint files; %2 is used, as MindSpore does (also there: %3)</source>
        <translation>卡 %1 下有多个检查点文件；与 MindSpore 一致，使用 %2（其余：%3）</translation>
    </message>
    <message>
        <location filename="../widgets/models/noticetext.cpp" line="32"/>
        <source>Rank folders missing from the run: %1</source>
        <translation>运行目录中缺少以下卡的文件夹：%1</translation>
    </message>
    <message>
        <location filename="../widgets/models/noticetext.cpp" line="37"/>
        <source>Folder “%1” is not a rank_&lt;N&gt; folder and was ignored</source>
        <translation>文件夹“%1”不是 rank_&lt;N&gt; 文件夹，已忽略</translation>
    </message>
    <message>
        <location filename="../widgets/models/noticetext.cpp" line="42"/>
        <source>The rank folders mix checkpoint formats: %1</source>
        <translation>各卡的文件夹混用了多种检查点格式：%1</translation>
    </message>
    <message>
        <location filename="../widgets/models/noticetext.cpp" line="47"/>
        <source>Rank %1 has no checkpoint file</source>
        <translation>卡 %1 没有检查点文件</translation>
    </message>
    <message>
        <location filename="../widgets/models/noticetext.cpp" line="52"/>
        <source>Rank %1 cannot be read: %2</source>
        <translation>无法读取卡 %1：%2</translation>
    </message>
    <message>
        <location filename="../widgets/models/noticetext.cpp" line="57"/>
        <source>%1 is encrypted (%2)</source>
        <translation>%1 已加密（%2）</translation>
    </message>
    <message>
        <location filename="../widgets/models/noticetext.cpp" line="62"/>
        <source>CRC check failed for %1: the file is damaged or was modified</source>
        <translation>%1 的 CRC 校验失败：文件已损坏或被修改</translation>
    </message>
    <message>
        <location filename="../widgets/models/noticetext.cpp" line="68"/>
        <source>Parameter %1 has data type %2, which MindSpore cannot load</source>
        <translation>参数 %1 的数据类型为 %2，MindSpore 无法加载</translation>
    </message>
    <message>
        <location filename="../widgets/models/noticetext.cpp" line="74"/>
        <source>Parameter %1 has an unknown data type “%2”; its size was not checked</source>
        <translation>参数 %1 的数据类型“%2”未知，未校验其大小</translation>
    </message>
    <message>
        <location filename="../widgets/models/noticetext.cpp" line="80"/>
        <source>%1 was written before MindSpore 1.3: it has no optimizer shard fields, so optimizer sharding is taken as off</source>
        <translation>%1 由 MindSpore 1.3 之前的版本写入，缺少优化器切分字段，按未开启优化器切分处理</translation>
    </message>
    <message>
        <location filename="../widgets/models/noticetext.cpp" line="87"/>
        <source>Pipeline stage %1 appears in more than one file; %2 was skipped</source>
        <translation>流水线阶段 %1 出现在多个文件中，已跳过 %2</translation>
    </message>
    <message>
        <location filename="../widgets/models/noticetext.cpp" line="93"/>
        <source>%1 is not a strategy file (neither .ckpt nor .json) and was ignored</source>
        <translation>%1 不是策略文件（既不是 .ckpt 也不是 .json），已忽略</translation>
    </message>
    <message>
        <location filename="../widgets/models/noticetext.cpp" line="99"/>
        <source>Rank %2 holds %1 with shape %3, but the strategy gives it %4</source>
        <translation>第 %2 号卡上的 %1 形状为 %3，但策略文件给出的形状是 %4</translation>
    </message>
    <message>
        <location filename="../widgets/models/noticetext.cpp" line="105"/>
        <source>%1 is missing on rank(s) %2 of its stage</source>
        <translation>%1 在其流水线阶段的第 %2 号卡上缺失</translation>
    </message>
    <message>
        <location filename="../widgets/models/noticetext.cpp" line="110"/>
        <source>No strategy file was found beside the rank folders of %1; open one to see how parameters are split</source>
        <translation>在 %1 的各卡目录旁没有找到策略文件；请打开一个策略文件以查看参数的切分方式</translation>
    </message>
    <message>
        <location filename="../widgets/models/noticetext.cpp" line="130"/>
        <source>rank %1</source>
        <translation>卡 %1</translation>
    </message>
</context>
<context>
    <name>ProblemsPanel</name>
    <message>
        <location filename="../widgets/problemspanel.cpp" line="16"/>
        <source>No problems found in the opened files.</source>
        <translation>已打开的文件中未发现问题。</translation>
    </message>
</context>
<context>
    <name>RecentFilesMenu</name>
    <message>
        <location filename="../widgets/recentfilesmenu.cpp" line="8"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../widgets/recentfilesmenu.cpp" line="24"/>
        <source>Clear Recent Files</source>
        <translation>清除最近打开记录</translation>
    </message>
</context>
<context>
    <name>ReportCells</name>
    <message>
        <location filename="../widgets/models/reportcells.cpp" line="71"/>
        <source>no CRC trailer</source>
        <translation>无 CRC 校验码</translation>
    </message>
    <message>
        <location filename="../widgets/models/reportcells.cpp" line="73"/>
        <source>CRC not verified</source>
        <translation>CRC 未校验</translation>
    </message>
    <message>
        <location filename="../widgets/models/reportcells.cpp" line="75"/>
        <source>CRC verified</source>
        <translation>CRC 校验通过</translation>
    </message>
    <message>
        <location filename="../widgets/models/reportcells.cpp" line="77"/>
        <source>CRC mismatch</source>
        <translation>CRC 不匹配</translation>
    </message>
    <message>
        <location filename="../widgets/models/reportcells.cpp" line="92"/>
        <source>Checkpoint</source>
        <translation>检查点</translation>
    </message>
    <message>
        <location filename="../widgets/models/reportcells.cpp" line="94"/>
        <source>Strategy file</source>
        <translation>策略文件</translation>
    </message>
    <message>
        <location filename="../widgets/models/reportcells.cpp" line="96"/>
        <source>Run folder</source>
        <translation>运行目录</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/reportcells.cpp" line="102"/>
        <location filename="../widgets/models/reportcells.cpp" line="261"/>
        <source>%n tensor(s)</source>
        <translation>
            <numerusform>%n 个张量</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/reportcells.cpp" line="105"/>
        <source>%n layout(s)</source>
        <translation>
            <numerusform>%n 个布局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/reportcells.cpp" line="106"/>
        <source>%n stage(s)</source>
        <translation>
            <numerusform>%n 个流水线阶段</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/reportcells.cpp" line="108"/>
        <source>%n rank(s)</source>
        <translation>
            <numerusform>%n 张卡</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/reportcells.cpp" line="127"/>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <location filename="../widgets/models/reportcells.cpp" line="127"/>
        <source>protobuf</source>
        <translation>protobuf</translation>
    </message>
    <message>
        <location filename="../widgets/models/reportcells.cpp" line="129"/>
        <source>merged pipeline stages</source>
        <translation>已合并各流水线阶段</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/reportcells.cpp" line="138"/>
        <source>%n rank(s) unreadable</source>
        <translation>
            <numerusform>%n 张卡无法读取</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/reportcells.cpp" line="145"/>
        <source>strategy: %1</source>
        <translation>策略文件：%1</translation>
    </message>
    <message>
        <location filename="../widgets/models/reportcells.cpp" line="181"/>
        <location filename="../widgets/models/reportcells.cpp" line="257"/>
        <source>rank %1</source>
        <translation>卡 %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/reportcells.cpp" line="211"/>
        <source>map tensor, %n part(s)</source>
        <translation>
            <numerusform>Map 张量，%n 个部分</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/models/reportcells.cpp" line="218"/>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <location filename="../widgets/models/reportcells.cpp" line="230"/>
        <source>stage %1</source>
        <translation>阶段 %1</translation>
    </message>
    <message>
        <location filename="../widgets/models/reportcells.cpp" line="232"/>
        <source>dev %1 → map %2</source>
        <translation>设备 %1 → 映射 %2</translation>
    </message>
    <message>
        <location filename="../widgets/models/reportcells.cpp" line="237"/>
        <source>shape %1</source>
        <translation>形状 %1</translation>
    </message>
    <message>
        <location filename="../widgets/models/reportcells.cpp" line="240"/>
        <source>optimizer shard: size %1, step %2</source>
        <translation>优化器切分：大小 %1，步长 %2</translation>
    </message>
    <message>
        <location filename="../widgets/models/reportcells.cpp" line="245"/>
        <source>field %1</source>
        <translation>字段 %1</translation>
    </message>
    <message>
        <location filename="../widgets/models/reportcells.cpp" line="267"/>
        <source>no checkpoint file</source>
        <translation>没有检查点文件</translation>
    </message>
    <message>
        <location filename="../widgets/models/reportcells.cpp" line="271"/>
        <source>%1: cannot be read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <location filename="../widgets/models/reportcells.cpp" line="332"/>
        <source>device matrix %1, tensor map %2</source>
        <translation>设备矩阵 %1，张量映射 %2</translation>
    </message>
    <message>
        <location filename="../widgets/models/reportcells.h" line="30"/>
        <source>Indexing…</source>
        <translation>正在索引…</translation>
    </message>
    <message>
        <location filename="../widgets/models/reportcells.cpp" line="123"/>
        <source>file size %1</source>
        <translation>文件大小 %1</translation>
    </message>
</context>
</TS>
