#include "textfigurespanel.h"

#include "examplegallery.h"
#include "numbertext.h"
#include "plurals.h"
#include "style/theme.h"
#include "workbench/displayformat.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTextDocumentFragment>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace {

// exact − text in the exact column's form (Ndcg::exactFigureText()): two decimals more than the
// text gives (4 to 10), a percentage as one; the decimals are the point, so that the difference
// reads as that of the two numbers beside it. Otherwise as the window writes numbers (the
// locale's digits, a power of ten for a difference below the last decimal).
QString differenceText(const Ndcg::FigureComparison &c)
{
    const double difference = *c.exact - c.stated;
    const int decimals = std::clamp(c.figure.statedDecimals() + 2, 4, 10);
    if (c.figure.stated.trimmed().endsWith(QLatin1Char('%')))
        return DisplayFormat::withDecimals(difference * 100, decimals - 2) + QLatin1Char('%');
    return DisplayFormat::withDecimals(difference, decimals);
}

} // namespace

TextFiguresPanel::TextFiguresPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("textComparisonPanel"));
    Theme::followZoom(this); // projectable, and zoomed with the window
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    m_header = new QLabel(this);
    m_header->setWordWrap(true);
    m_header->setTextFormat(Qt::RichText);
    layout->addWidget(m_header);
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("textComparisonTable"));
    m_table->setColumnCount(ColumnCount);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(true);
    m_table->horizontalHeader()->setStretchLastSection(true);
    // The reasons wrap: rows grow and shrink with the width of their column.
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, m_table,
        [this] { m_table->resizeRowsToContents(); });
    // A figure chosen: its cell and term in the workbench (clicked again: chosen again).
    connect(m_table, &QTableWidget::cellClicked, this, [this](int row) {
        if (row >= 0 && row < m_comparisons.size())
            emit figureActivated(row);
    });
    connect(m_table, &QTableWidget::currentCellChanged, this, [this](int row, int, int previous) {
        if (row != previous && row >= 0 && row < m_comparisons.size())
            emit figureActivated(row);
    });
    // The figures, and beside them the notes on the example as a whole.
    auto *row = new QHBoxLayout;
    row->addWidget(m_table, 3);
    m_notes = new QTextBrowser(this);
    m_notes->setObjectName(QStringLiteral("textComparisonNotes"));
    m_notes->setOpenLinks(false);
    row->addWidget(m_notes, 1);
    layout->addLayout(row, 1);
    retranslate();
}

void TextFiguresPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // After the table has laid out its stretched last column: rows as tall as their reasons.
    QTimer::singleShot(0, m_table, [this] { m_table->resizeRowsToContents(); });
}

void TextFiguresPanel::retranslate()
{
    m_table->setHorizontalHeaderLabels(
        {tr("Figure"), tr("The text says"), tr("Exact"), tr("Verdict"), tr("Why")});
    rebuild();
}

void TextFiguresPanel::setScenario(const Ndcg::Scenario &scenario, bool modified)
{
    m_scenario = scenario;
    m_modified = modified;
    rebuild();
}

QString TextFiguresPanel::headerText() const
{
    return QTextDocumentFragment::fromHtml(m_header->text()).toPlainText();
}

QString TextFiguresPanel::notesText() const
{
    return m_notes->toPlainText();
}

QString TextFiguresPanel::verdictText(const Ndcg::FigureComparison &c)
{
    return c.agrees ? tr("✓ agrees") : tr("≠ differs");
}

QString TextFiguresPanel::reasonText(const Ndcg::FigureComparison &c, const QString &language)
{
    if (c.figure.reason == Ndcg::DifferenceReason::None)
        return c.agrees ? QString() : tr("(no reason recorded)");
    QString why = Ndcg::reasonTitle(c.figure.reason);
    const QString note = c.figure.note.text(language);
    if (!note.isEmpty())
        why = Ndcg::titledText(why, note);
    return why;
}

QString TextFiguresPanel::agreementText(int agreeing, int figures)
{
    // %n is the number of figures, which governs the noun ("1 of 1 figure agrees", "1 of 3
    // figures agree").
    return tr("%1 of %n figure(s) (agrees|agree) with the exact value to the text's own "
              "rounding.",
        nullptr, figures)
        .arg(agreeing);
}

QString TextFiguresPanel::citationText(const Ndcg::ExampleInfo &info, const QString &language)
{
    if (info.source.isEmpty())
        return {};
    // A scenario file of someone else's may name its text by its file only.
    const QString citation = info.citation.text(language);
    return citation.isEmpty() ? info.source : citation;
}

QString TextFiguresPanel::sourceHtml(const Ndcg::ExampleInfo &info, const QString &language)
{
    if (info.source.isEmpty())
        return {};
    return tr("Source text: %1 <small>(file %2)</small>")
        .arg(citationText(info, language).toHtmlEscaped(), info.source.toHtmlEscaped());
}

void TextFiguresPanel::setExactHidden(bool hidden)
{
    if (hidden == m_exactHidden)
        return;
    m_exactHidden = hidden;
    rebuild();
}

void TextFiguresPanel::rebuild()
{
    const QSignalBlocker blocker(m_table); // no figure is chosen by rebuilding
    m_comparisons.clear();
    m_table->setRowCount(0);
    const QString language = ExampleGallery::language();
    if (!m_scenario.example) {
        m_header->setText(tr("This scenario is not a worked example: there is no text to "
                             "compare with. Open one with Examples ▸ Worked examples (Ctrl+E)."));
        m_notes->clear();
        return;
    }
    const Ndcg::ExampleInfo &info = *m_scenario.example;
    QString header = QStringLiteral("<b>%1</b>").arg(info.title.text(language).toHtmlEscaped());
    if (!info.source.isEmpty())
        header += QStringLiteral("<br>") + sourceHtml(info, language);
    if (!info.conventions.isEmpty())
        header += QStringLiteral("<br>")
            + tr("Its conventions: %1").arg(info.conventions.text(language).toHtmlEscaped());
    if (m_modified)
        header += QStringLiteral("<br><i>")
            + tr("The ranking was edited: the exact values are those of the edited ranking.")
            + QStringLiteral("</i>");
    const auto result = Ndcg::compareWithText(m_scenario);
    if (!result) {
        header += QStringLiteral("<br>")
            + tr("Cannot compute the exact values: %1").arg(result.error().message.toHtmlEscaped());
        m_header->setText(header);
        m_notes->clear();
        return;
    }
    m_comparisons = *result;
    int agreeing = 0;
    for (const Ndcg::FigureComparison &c : std::as_const(m_comparisons))
        agreeing += c.agrees ? 1 : 0;
    header += QStringLiteral("<br>")
        + (m_exactHidden
                ? tr("The text's figures and the exact values are hidden until the answers are "
                     "revealed (R): a figure of the text that is right is the answer.")
                : agreementText(agreeing, int(m_comparisons.size())));
    m_header->setText(header);

    m_table->setRowCount(int(m_comparisons.size()));
    for (int i = 0; i < m_comparisons.size(); ++i) {
        const Ndcg::FigureComparison &c = m_comparisons[i];
        auto *figure = new QTableWidgetItem(c.label);
        // Hidden answers hide the text's figures too: one that is right states the answer (the
        // quote holds the figure).
        if (!c.figure.quote.isEmpty() && !m_exactHidden)
            figure->setToolTip(tr("The text: “%1”").arg(c.figure.quote));
        const QString unknown = QStringLiteral("?");
        auto *stated = new QTableWidgetItem(m_exactHidden ? unknown : c.figure.stated);
        // Two digits more than the text gives, in the text's own form (a percentage stays one).
        auto *exact = new QTableWidgetItem(m_exactHidden ? unknown : Ndcg::exactFigureText(c));
        for (QTableWidgetItem *item : {stated, exact})
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        auto *verdict = new QTableWidgetItem(m_exactHidden ? unknown : verdictText(c));
        if (!m_exactHidden) {
            verdict->setBackground(c.agrees ? Theme::agreeFill() : Theme::differFill());
            QFont bold = verdict->font();
            bold.setBold(!c.agrees);
            verdict->setFont(bold);
            if (c.exact)
                verdict->setToolTip(tr("exact − text = %1").arg(differenceText(c)));
        }
        const QString why = m_exactHidden ? QString() : reasonText(c, language);
        auto *reason = new QTableWidgetItem(why);
        reason->setToolTip(why);
        m_table->setItem(i, Figure, figure);
        m_table->setItem(i, Stated, stated);
        m_table->setItem(i, Exact, exact);
        m_table->setItem(i, Verdict, verdict);
        m_table->setItem(i, Reason, reason);
    }
    for (int c = Figure; c < Reason; ++c)
        m_table->resizeColumnToContents(c);
    m_table->resizeRowsToContents();

    QString notes;
    for (const Ndcg::ExampleNote &note : info.notes) {
        notes += QStringLiteral("<p>");
        if (note.reason != Ndcg::DifferenceReason::None)
            notes += QStringLiteral("<b>%1</b>")
                         .arg(Ndcg::runInTitle(Ndcg::reasonTitle(note.reason)).toHtmlEscaped());
        notes += note.text.text(language).toHtmlEscaped() + QStringLiteral("</p>");
    }
    if (notes.isEmpty())
        notes = QStringLiteral("<p>%1</p>").arg(tr("No notes on this example as a whole."));
    if (m_exactHidden) // the notes name the exact values
        notes = QStringLiteral("<p>%1</p>").arg(tr("Hidden with the answers."));
    m_notes->setHtml(QStringLiteral("<h4>%1</h4>").arg(tr("Notes")) + notes);
}
