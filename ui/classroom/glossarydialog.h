#pragma once

// Help → Glossary (F1): SPEC.md's terms in English and Simplified Chinese side by side, with
// the other spellings the Chinese texts use (累积 for 累计, 折扣 for 折损) and a definition in
// each language. Both languages are always shown, whatever the interface language.

#include <QDialog>

class QLabel;
class QTableWidget;

class GlossaryDialog : public QDialog
{
    Q_OBJECT
public:
    explicit GlossaryDialog(QWidget *parent = nullptr);
    QTableWidget *table() const { return m_table; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_intro = nullptr;
    QTableWidget *m_table = nullptr;
};
