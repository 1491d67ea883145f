#pragma once

#include <QCoreApplication>
#include <QString>
#include <vector>

namespace shardscope {
struct RunDocument;
}

// What the list beside the device matrix shows of one rank: the rank's file, its size, and the
// tensors it holds with their shapes and sizes, in the file's order. The words are the
// inspector's (its translation context).
struct RankTensors {
    struct Row {
        QString name;
        QString shape;
        QString size;
    };

    // `rank` of `run`; none (rank -1) when the run has no such rank.
    static RankTensors of(const shardscope::RunDocument* run, int rank);

    int rank = -1;
    bool readable = false;  // false: the rank has no readable checkpoint (title says so)
    QString title;          // "Rank 0: synth-2_250.ckpt"
    QString path;           // the file's path
    QString bytes;          // its tensors' bytes, SizeText
    std::vector<Row> rows;
    QString marked;  // the parameter whose row is selected; empty: none
};
