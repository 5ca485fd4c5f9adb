#include "textfigurespanel.h"

#include "examplegallery.h"
#include "numbertext.h"
#include "plurals.h"
#include "style/theme.h"
#include "whatif/rowcarddelegate.h"
#include "workbench/displayformat.h"

#include <QBoxLayout>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTextDocumentFragment>

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
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    m_header = new QLabel(this);
    m_header->setWordWrap(true);
    m_header->setTextFormat(Qt::RichText);
    layout->addWidget(m_header);
    m_table = new QTableWidget(this);
    m_table->setTabKeyNavigation(false); // Tab to the next control, arrows in the table
    m_table->setObjectName(QStringLiteral("textComparisonTable"));
    m_table->setColumnCount(ColumnCount);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Nothing elided and nothing out of sight to the right: the columns share the width (the
    // scroll bar's always counted, so that rows that grow cannot narrow their own columns).
    m_table->setWordWrap(true);
    m_table->setTextElideMode(Qt::ElideNone);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    m_table->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->viewport()->installEventFilter(this);
    m_cards = new RowCardDelegate(m_table, [this](int row) { return cardHtml(row); });
    // The reasons wrap: rows grow and shrink with the width of their column.
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, m_table, [this] {
        if (!m_arranging)
            m_table->resizeRowsToContents();
    });
    // A figure chosen: its cell and term in the workbench (clicked again: chosen again).
    connect(m_table, &QTableWidget::cellClicked, this, [this](int row) {
        if (row >= 0 && row < m_comparisons.size())
            emit figureActivated(row);
    });
    connect(m_table, &QTableWidget::currentCellChanged, this, [this](int row, int, int previous) {
        if (row != previous && row >= 0 && row < m_comparisons.size())
            emit figureActivated(row);
    });
    // The figures, and beside them (or below them) the notes on the example as a whole.
    m_figuresAndNotes = new QBoxLayout(QBoxLayout::LeftToRight);
    m_figuresAndNotes->addWidget(m_table, 3);
    m_notes = new QTextBrowser(this);
    m_notes->setObjectName(QStringLiteral("textComparisonNotes"));
    m_notes->setOpenLinks(false);
    m_figuresAndNotes->addWidget(m_notes, 1);
    layout->addLayout(m_figuresAndNotes, 1);
    // The verdicts' fills are the theme's: filled again at a switch (their cards follow).
    connect(Theme::instance(), &Theme::changed, this, [this] {
        for (int row = 0; row < m_table->rowCount() && row < m_comparisons.size(); ++row) {
            if (QTableWidgetItem *verdict = m_table->item(row, Verdict); verdict && !m_exactHidden)
                verdict->setBackground(
                    m_comparisons[row].agrees ? Theme::agreeFill() : Theme::differFill());
        }
    });
    retranslate();
}

void TextFiguresPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange && m_notes) { // (not while it is being built)
        placeNotes();
        arrange();
    }
}

void TextFiguresPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (m_notes)
        placeNotes();
}

bool TextFiguresPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize)
        arrange();
    return QWidget::eventFilter(watched, event);
}

void TextFiguresPanel::placeNotes()
{
    // Beside the figures where both have room (a quarter of 80 em is a column of notes that
    // reads, and leaves the figures their columns), else below them.
    const int em = QFontInfo(font()).pixelSize();
    const bool beside = width() >= 80 * em;
    m_figuresAndNotes->setDirection(beside ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    m_notes->setMinimumHeight(beside ? 0 : 5 * m_notes->fontMetrics().lineSpacing());
}

void TextFiguresPanel::arrange()
{
    if (m_arranging)
        return;
    const QScopedValueRollback<bool> arranging(m_arranging, true);
    QHeaderView *header = m_table->horizontalHeader();
    const int em = QFontInfo(m_table->font()).pixelSize();
    // A cell's text and the item's margins (as the style draws them) and the grid line.
    const int margins
        = 2 * (m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_table) + 1)
        + 2;
    const auto widthOf = [&](const QString &text, const QFont &font) {
        return QFontMetrics(font).horizontalAdvance(text) + margins;
    };
    // An item's font as the view draws it: what the item sets over the table's font.
    const auto fontOf = [this](const QTableWidgetItem *item) {
        const QVariant font = item->data(Qt::FontRole);
        return font.isValid() ? font.value<QFont>().resolve(m_table->font()) : m_table->font();
    };
    const auto headerWidth = [&](int column) {
        const QTableWidgetItem *item = m_table->horizontalHeaderItem(column);
        return item ? widthOf(item->text(), header->font()) + em : 0;
    };
    // The numbers and the verdicts whole, on one line, over every row (not only those in
    // sight); the figure's name up to 12 em (it wraps between words); the reason the rest.
    QList<int> widths(ColumnCount, 0);
    int longestWord = 0;
    int longestReason = 0;
    for (int column = Figure; column < ColumnCount; ++column)
        widths[column] = headerWidth(column);
    for (int row = 0; row < m_table->rowCount(); ++row) {
        // The reason wraps, but not inside what cannot be broken ("12.031 / 13.347": no break
        // before "/", UAX #14): its column is at least as wide as the widest such piece.
        if (const QTableWidgetItem *reason = m_table->item(row, Reason))
            longestReason = std::max(longestReason,
                RowCardDelegate::widestUnbreakable(fontOf(reason), reason->text()) + margins);
        for (int column = Figure; column < Reason; ++column) {
            const QTableWidgetItem *item = m_table->item(row, column);
            if (!item)
                continue;
            widths[column] = std::max(widths[column], widthOf(item->text(), fontOf(item)));
            if (column == Figure)
                longestWord = std::max(longestWord,
                    RowCardDelegate::widestUnbreakable(fontOf(item), item->text()) + margins);
        }
    }
    widths[Figure] = std::max({std::min(widths[Figure], 12 * em), longestWord});
    const int room
        = m_table->maximumViewportSize().width() - m_table->verticalScrollBar()->sizeHint().width();
    const int fixed = widths[Figure] + widths[Stated] + widths[Exact] + widths[Verdict];
    const Arrangement arrangement = room - fixed >= std::max(14 * em, longestReason)
        ? Arrangement::Columns
        : Arrangement::Cards;
    m_arrangement = arrangement;
    const bool cards = arrangement == Arrangement::Cards;
    header->setVisible(!cards);
    m_table->setItemDelegateForColumn(Figure, cards ? m_cards : nullptr);
    m_table->setShowGrid(!cards);
    for (int column = Stated; column < ColumnCount; ++column)
        m_table->setColumnHidden(column, cards);
    if (cards) {
        m_table->setColumnWidth(Figure, std::max(1, room));
    } else {
        for (int column = Figure; column < Reason; ++column)
            m_table->setColumnWidth(column, widths[column]);
        m_table->setColumnWidth(Reason, room - fixed);
    }
    m_table->resizeRowsToContents();
    if (cards)
        return;
    // The view asks the item delegate for a row's height without the column's width, so a
    // wrapped name or reason can come out a line short: each row as tall as its wrapped text.
    for (int row = 0; row < m_table->rowCount(); ++row) {
        int height = m_table->rowHeight(row);
        for (int column : {int(Figure), int(Reason)}) {
            const QTableWidgetItem *item = m_table->item(row, column);
            if (!item)
                continue;
            const int width = std::max(1, m_table->columnWidth(column) - margins);
            height = std::max(height,
                QFontMetrics(fontOf(item))
                        .boundingRect(QRect(0, 0, width, 1000000), Qt::TextWordWrap, item->text())
                        .height()
                    + margins);
        }
        m_table->setRowHeight(row, height);
    }
}

QString TextFiguresPanel::cardHtml(int row) const
{
    if (row < 0 || row >= m_table->rowCount())
        return {};
    const auto text = [this, row](int column) {
        const QTableWidgetItem *item = m_table->item(row, column);
        return item ? item->text().toHtmlEscaped() : QString();
    };
    const auto name = [this](int column) {
        const QTableWidgetItem *item = m_table->horizontalHeaderItem(column);
        return item ? item->text().toHtmlEscaped() : QString();
    };
    const QString quiet = Theme::quietInk().name();
    QString html = QStringLiteral("<p style='margin:0'><b>%1</b></p>").arg(text(Figure));
    html += QStringLiteral("<table cellspacing='0' cellpadding='1'>");
    const QString line = QStringLiteral("<tr><td style='color:%1'>%2</td><td>&nbsp;&nbsp;</td>"
                                        "<td align='right'%3>%4</td></tr>");
    html += line.arg(quiet, name(Stated), QString(), text(Stated));
    html += line.arg(quiet, name(Exact), QString(), text(Exact));
    const QTableWidgetItem *verdict = m_table->item(row, Verdict);
    const QBrush fill = verdict ? verdict->background() : QBrush();
    const QString fillAttribute = fill.style() == Qt::NoBrush
        ? QString()
        : QStringLiteral(" bgcolor='%1'").arg(fill.color().name());
    const QString verdictText = verdict && verdict->font().bold()
        ? QStringLiteral("<b>%1</b>").arg(text(Verdict))
        : text(Verdict);
    html += line.arg(quiet, name(Verdict), fillAttribute, verdictText);
    html += QStringLiteral("</table>");
    const QString why = text(Reason);
    if (!why.isEmpty())
        html += QStringLiteral("<p style='margin-top:4px'>%1</p>").arg(why);
    return html;
}

void TextFiguresPanel::retranslate()
{
    m_table->setHorizontalHeaderLabels(
        {tr("Figure"), tr("The text says"), tr("Exact"), tr("Verdict"), tr("Why")});
    m_table->setAccessibleName(tr("The text's figures against the exact values"));
    rebuild();
}

void TextFiguresPanel::setScenario(const Ndcg::Scenario &scenario, bool modified)
{
    m_scenario = scenario;
    m_modified = modified;
    rebuild();
}

void TextFiguresPanel::clear()
{
    const QSignalBlocker blocker(m_table);
    m_comparisons.clear();
    m_table->setRowCount(0);
    m_header->clear();
    m_notes->clear();
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
    arrange();

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
