#include "widgets/loss/losscurvepens.h"

#include "widgets/common/withalpha.h"
#include "widgets/models/loss/losscurve.h"

LossCurvePens LossCurvePens::of(const LossCurve& c, bool dark) {
    LossCurvePens p;
    p.colour = dark ? c.colour.lighter(115) : c.colour;
    p.band = withAlpha(p.colour, dark ? 0.22 : 0.16);
    p.raw = QPen(withAlpha(p.colour, dark ? 0.35 : 0.28), 1);
    p.main = c.smoothedApplied ? QPen(p.colour, 2) : QPen(p.colour, 1.5);
    return p;
}
