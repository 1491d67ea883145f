<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BusyIndicator</name>
    <message numerus="yes">
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
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) match “%1”</source>
        <translation>
            <numerusform>%n item matches “%1”</numerusform>
            <numerusform>%n items match “%1”</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportCells</name>
    <message numerus="yes">
        <source>%n tensor(s)</source>
        <translation>
            <numerusform>%n tensor</numerusform>
            <numerusform>%n tensors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layout(s)</source>
        <translation>
            <numerusform>%n layout</numerusform>
            <numerusform>%n layouts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stage(s)</source>
        <translation>
            <numerusform>%n stage</numerusform>
            <numerusform>%n stages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rank(s)</source>
        <translation>
            <numerusform>%n rank</numerusform>
            <numerusform>%n ranks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rank(s) unreadable</source>
        <translation>
            <numerusform>%n rank unreadable</numerusform>
            <numerusform>%n ranks unreadable</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>map tensor, %n part(s)</source>
        <translation>
            <numerusform>map tensor, %n part</numerusform>
            <numerusform>map tensor, %n parts</numerusform>
        </translation>
    </message>
</context>
</TS>
