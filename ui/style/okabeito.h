#pragma once

// The Okabe–Ito palette (Okabe & Ito 2008, "Color Universal Design"): eight colours that stay
// distinct for the common colour-vision deficiencies. Every chart pairs a colour with a line
// style and a marker shape so that it also reads in greyscale; no colour means good or bad.

#include <QColor>

namespace OkabeIto {

inline const QColor black {0x00, 0x00, 0x00};
inline const QColor orange {0xE6, 0x9F, 0x00};
inline const QColor skyBlue {0x56, 0xB4, 0xE9};
inline const QColor bluishGreen {0x00, 0x9E, 0x73};
inline const QColor yellow {0xF0, 0xE4, 0x42};
inline const QColor blue {0x00, 0x72, 0xB2};
inline const QColor vermillion {0xD5, 0x5E, 0x00};
inline const QColor reddishPurple {0xCC, 0x79, 0xA7};

// The roles the app gives them.
inline const QColor &actual = blue; // the ranking as returned: solid, circles
inline const QColor &ideal = orange; // the ideal ordering: dashed, squares
inline const QColor &ndcg = reddishPurple; // NDCG@i: solid, triangles
inline const QColor &cutoff = black; // the cutoff k: dash-dot
inline const QColor highlight {0xFF, 0xF3, 0xB0}; // the selected position: a pale yellow band

} // namespace OkabeIto
