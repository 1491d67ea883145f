<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CommandLine</name>
    <message>
        <source>ShardScope inspects MindSpore checkpoints, strategy files and per-rank run folders.
With no PATH it opens the built-in demo run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint, strategy file or folder to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the built-in demo run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface language: en or zh_CN (default: the system&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window size, e.g. 1400x900.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait until everything is indexed, save the window as a PNG image and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown language “%1” (use en or zh_CN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--size wants WIDTHxHEIGHT in pixels, e.g. 1400x900, not “%1”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EmptyPage</name>
    <message>
        <source>Open a checkpoint, a strategy file or a run folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop files or folders here, or use File ▸ Open File… and File ▸ Open Folder…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>Cannot read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File is truncated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid tensor shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor size does not match its shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown data type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CRC missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CRC check failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File is encrypted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid strategy file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed formats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InspectModel</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shape / layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Open File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open checkpoint or strategy files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a run folder or a folder of per-stage strategy files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Demo Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the built-in demo: a 2-stage pipeline on 8 ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Expand All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Collapse All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Filter by Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About ShardScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by name (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Problems Panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the demo run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing open</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) match “%1”</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Indexing %n path(s)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ShardScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — ShardScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Checkpoint or Strategy Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoints and strategy files (*.ckpt *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Run Folder or Strategy Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About ShardScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;ShardScope %1&lt;/h3&gt;&lt;p&gt;Inspects distributed-training checkpoints: MindSpore checkpoints, parallel strategy files and per-rank run folders.&lt;/p&gt;&lt;p&gt;Files are only read, never modified.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NoticeListModel</name>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NoticeText</name>
    <message>
        <source>Rank %1 holds several checkpoint files; %2 is used, as MindSpore does (also there: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank folders missing from the run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder “%1” is not a rank_&lt;N&gt; folder and was ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rank folders mix checkpoint formats: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank %1 has no checkpoint file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank %1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is encrypted (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CRC check failed for %1: the file is damaged or was modified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter %1 has data type %2, which MindSpore cannot load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter %1 has an unknown data type “%2”; its size was not checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was written before MindSpore 1.3: it has no optimizer shard fields, so optimizer sharding is taken as off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline stage %1 appears in more than one file; %2 was skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a strategy file (neither .ckpt nor .json) and was ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProblemsPanel</name>
    <message>
        <source>No problems found in the opened files.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportCells</name>
    <message>
        <source>no CRC trailer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CRC not verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CRC verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CRC mismatch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strategy file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tensor(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layout(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stage(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rank(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>protobuf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>merged pipeline stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n rank(s) unreadable</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>strategy: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>map tensor, %n part(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dev %1 → map %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shape %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimizer shard: size %1, step %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no checkpoint file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device matrix %1, tensor map %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indexing…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
