<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BusyIndicator</name>
    <message numerus="yes">
        <location filename="../widgets/busyindicator.cpp" line="21"/>
        <source>Indexing %n path(s)…</source>
        <translation>
            <numerusform>Indexing %n path…</numerusform>
            <numerusform>Indexing %n paths…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../widgets/mainwindow.cpp" line="384"/>
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/mainwindow.cpp" line="385"/>
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/mainwindow.cpp" line="387"/>
        <source>%n item(s) match “%1”</source>
        <translation>
            <numerusform>%n item matches “%1”</numerusform>
            <numerusform>%n items match “%1”</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/mainwindow.cpp" line="390"/>
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MatrixTexts</name>
    <message numerus="yes">
        <location filename="../widgets/models/matrixtexts.cpp" line="117"/>
        <source>%n rank(s)</source>
        <translation>
            <numerusform>%n rank</numerusform>
            <numerusform>%n ranks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/matrixtexts.cpp" line="118"/>
        <source>%n stage(s)</source>
        <translation>
            <numerusform>%n stage</numerusform>
            <numerusform>%n stages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ParamTableModel</name>
    <message numerus="yes">
        <location filename="../widgets/models/paramtablemodel.cpp" line="195"/>
        <source>%1
stage %2, held by %n rank file(s)</source>
        <translation>
            <numerusform>%1
stage %2, held by %n rank file</numerusform>
            <numerusform>%1
stage %2, held by %n rank files</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ParamTreeModel</name>
    <message numerus="yes">
        <location filename="../widgets/models/paramtreemodel.cpp" line="185"/>
        <source>%n parameter(s)</source>
        <translation>
            <numerusform>%n parameter</numerusform>
            <numerusform>%n parameters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/paramtreemodel.cpp" line="191"/>
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ParametersView</name>
    <message numerus="yes">
        <location filename="../widgets/parametersview.cpp" line="287"/>
        <source>%Ln parameter(s)</source>
        <translation>
            <numerusform>%Ln parameter</numerusform>
            <numerusform>%Ln parameters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/parametersview.cpp" line="289"/>
        <source>%1 of %Ln parameter(s)</source>
        <translation>
            <numerusform>%1 of %Ln parameter</numerusform>
            <numerusform>%1 of %Ln parameters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportCells</name>
    <message numerus="yes">
        <location filename="../widgets/models/reportcells.cpp" line="102"/>
        <location filename="../widgets/models/reportcells.cpp" line="261"/>
        <source>%n tensor(s)</source>
        <translation>
            <numerusform>%n tensor</numerusform>
            <numerusform>%n tensors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/reportcells.cpp" line="105"/>
        <source>%n layout(s)</source>
        <translation>
            <numerusform>%n layout</numerusform>
            <numerusform>%n layouts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/reportcells.cpp" line="106"/>
        <source>%n stage(s)</source>
        <translation>
            <numerusform>%n stage</numerusform>
            <numerusform>%n stages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/reportcells.cpp" line="108"/>
        <source>%n rank(s)</source>
        <translation>
            <numerusform>%n rank</numerusform>
            <numerusform>%n ranks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/reportcells.cpp" line="138"/>
        <source>%n rank(s) unreadable</source>
        <translation>
            <numerusform>%n rank unreadable</numerusform>
            <numerusform>%n ranks unreadable</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/reportcells.cpp" line="211"/>
        <source>map tensor, %n part(s)</source>
        <translation>
            <numerusform>map tensor, %n part</numerusform>
            <numerusform>map tensor, %n parts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SliceDetails</name>
    <message numerus="yes">
        <location filename="../widgets/models/slicedetails.cpp" line="46"/>
        <source>in %n record(s)</source>
        <translation>
            <numerusform>in %n record</numerusform>
            <numerusform>in %n records</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/models/slicedetails.cpp" line="108"/>
        <source>each slice on %n rank(s)</source>
        <translation>
            <numerusform>each slice on %n rank</numerusform>
            <numerusform>each slice on %n ranks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SummaryStrip</name>
    <message numerus="yes">
        <location filename="../widgets/summarystrip.cpp" line="54"/>
        <source>%n rank(s)</source>
        <translation>
            <numerusform>%n rank</numerusform>
            <numerusform>%n ranks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/summarystrip.cpp" line="55"/>
        <source>%n stage(s)</source>
        <translation>
            <numerusform>%n stage</numerusform>
            <numerusform>%n stages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/summarystrip.cpp" line="56"/>
        <source>%n parameter(s)</source>
        <translation>
            <numerusform>%n parameter</numerusform>
            <numerusform>%n parameters</numerusform>
        </translation>
    </message>
</context>
</TS>
