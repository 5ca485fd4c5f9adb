#pragma once

// A word-wrapping label that does not report height-for-width. A plain wrapping QLabel makes
// every layout above it height-for-width, and the main window then asks for the label's height
// at its smallest width: thousands of pixels. This one wraps within its given width and
// otherwise sizes like an ordinary label.

#include <QLabel>

class NoteLabel : public QLabel
{
    Q_OBJECT
public:
    explicit NoteLabel(QWidget *parent = nullptr)
        : QLabel(parent)
    {
        setWordWrap(true);
    }
    bool hasHeightForWidth() const override { return false; }
};
