#include "conventionpanel.h"

#include "conventions.h"
#include "conventiontablemodel.h"
#include "document/rankingdocument.h"
#include "rowcarddelegate.h"
#include "style/theme.h"
#include "tiespanel.h"
#include "workbench/notelabel.h"
#include "workbench/sidepanels.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QResizeEvent>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

ConventionPanel::ConventionPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("conventionPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    m_title = new NoteLabel(this);
    m_title->setTextFormat(Qt::RichText);
    m_title->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_title->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    layout->addWidget(m_title);
    m_model = new ConventionTableModel(this);
    m_view = new QTableView(this);
    m_view->setTabKeyNavigation(false); // Tab to the next control, arrows in the table
    m_view->setModel(m_model);
    m_view->verticalHeader()->hide();
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // The long columns wrap at the width the panel has (arrange()): no column is elided and
    // none is out of sight to the right (the scroll bar's width is always counted, so that rows
    // that grow cannot narrow their own columns).
    m_view->setWordWrap(true);
    m_view->setTextElideMode(Qt::ElideNone);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    m_view->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_view->setAlternatingRowColors(true);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->viewport()->installEventFilter(this);
    m_cards = new RowCardDelegate(m_view, [this](int row) { return cardHtml(row); });
    connect(m_view->horizontalHeader(), &QHeaderView::sectionResized, m_view, [this] {
        if (!m_arranging)
            m_view->resizeRowsToContents();
    });
    m_view->setAccessibleName(tr("NDCG under each library's convention"));
    layout->addWidget(m_view, 1);
    m_ties = new TiesPanel(this);
    m_ties->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    layout->addWidget(m_ties);
    layout->addStretch(0); // the title stays on top while the table is hidden (hidden answers)
    retranslate();
}

void ConventionPanel::setDocument(RankingDocument *document, const QString &name)
{
    if (m_document == document && m_name == name)
        return;
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_name = name;
    if (document) {
        connect(document, &RankingDocument::breakdownChanged, this, [this] {
            m_dirty = true;
            if (!SidePanels::isClosed(this))
                refresh();
        });
    }
    m_dirty = true;
    refresh();
}

QString ConventionPanel::titleText() const
{
    return m_title->text();
}

void ConventionPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_dirty)
        refresh();
}

void ConventionPanel::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    if (SidePanels::isClosed(this))
        refresh();
}

void ConventionPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        arrange();
}

void ConventionPanel::retranslate()
{
    m_view->setAccessibleName(tr("NDCG under each library's convention"));
    m_model->retranslate();
    m_dirty = true;
    refresh();
}

void ConventionPanel::arrange()
{
    if (m_arranging)
        return;
    const QScopedValueRollback<bool> arranging(m_arranging, true);
    using C = ConventionTableModel;
    // The title: a wrapping label is at most as tall as its text at the panel's width (its size
    // hint guesses a narrower width and would leave blank lines).
    const int titleWidth = contentsRect().width() - 12;
    if (titleWidth > 0)
        m_title->setMaximumHeight(m_title->heightForWidth(titleWidth) + 2);

    QHeaderView *header = m_view->horizontalHeader();
    const int em = QFontInfo(m_view->font()).pixelSize();
    const int margins
        = 2 * (m_view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_view) + 1) + 2;
    const auto widthOf = [&](const QString &text, const QFont &font) {
        return QFontMetrics(font).horizontalAdvance(text) + margins;
    };
    // Each cell's text as the view draws it (its font over the view's), over every row.
    QList<int> widths(C::ColumnCount, 0);
    QList<int> longestWord(C::ColumnCount, 0);
    bool notes = false;
    for (int column = 0; column < C::ColumnCount; ++column)
        widths[column]
            = widthOf(m_model->headerData(column, Qt::Horizontal).toString(), header->font()) + em;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        for (int column = 0; column < C::ColumnCount; ++column) {
            const QModelIndex index = m_model->index(row, column);
            const QString text = index.data().toString();
            const QVariant fontRole = index.data(Qt::FontRole);
            const QFont font = fontRole.isValid() ? fontRole.value<QFont>().resolve(m_view->font())
                                                  : m_view->font();
            widths[column] = std::max(widths[column], widthOf(text, font));
            longestWord[column] = std::max(
                longestWord[column], RowCardDelegate::widestUnbreakable(font, text) + margins);
            notes = notes || (column == C::Note && !text.isEmpty());
        }
    }
    // The measure and NDCG whole on one line; the library wraps between words (at most 9 em);
    // the settings, the reason and the note share the rest (at least 9 em each), in proportion
    // to their text.
    widths[C::Library] = std::max(std::min(widths[C::Library], 9 * em), longestWord[C::Library]);
    const QList<int> wrapping = notes ? QList<int> {C::Settings, C::Reason, C::Note}
                                      : QList<int> {C::Settings, C::Reason};
    const int room
        = m_view->maximumViewportSize().width() - m_view->verticalScrollBar()->sizeHint().width();
    const int fixed = widths[C::Library] + widths[C::Measure] + widths[C::Ndcg];
    const int least = 9 * em;
    bool columns = room - fixed >= int(wrapping.size()) * least;
    for (int column : wrapping)
        columns = columns && longestWord[column] <= least;
    m_arrangement = columns ? Arrangement::Columns : Arrangement::Cards;
    header->setVisible(columns);
    m_view->setShowGrid(columns);
    m_view->setItemDelegateForColumn(C::Library, columns ? nullptr : m_cards);
    for (int column = C::Measure; column < C::ColumnCount; ++column)
        m_view->setColumnHidden(column, !columns || (column == C::Note && !notes));
    if (!columns) {
        m_view->setColumnWidth(C::Library, std::max(1, room));
    } else {
        for (int column : {C::Library, C::Measure, C::Ndcg})
            m_view->setColumnWidth(column, widths[column]);
        // The wrapping columns share what is left in proportion to their text, none below
        // `least`; the last one takes what rounding leaves.
        const int left = room - fixed;
        int wanted = 0;
        for (int column : wrapping)
            wanted += widths[column];
        QList<int> shares;
        int given = 0;
        for (int column : wrapping) {
            const int share = std::max(least, int(qint64(widths[column]) * left / wanted));
            shares.append(share);
            given += share;
        }
        // Floors above a share: taken back from the widest.
        const auto widest = std::max_element(shares.begin(), shares.end());
        *widest = std::max(least, *widest - (given - left));
        for (qsizetype i = 0; i < wrapping.size(); ++i)
            m_view->setColumnWidth(wrapping[i], shares[i]);
    }
    m_view->resizeRowsToContents();
}

QString ConventionPanel::cardHtml(int row) const
{
    using C = ConventionTableModel;
    if (row < 0 || row >= m_model->rowCount())
        return {};
    const auto text = [this, row](int column) {
        return m_model->index(row, column).data().toString().toHtmlEscaped();
    };
    const auto name = [this](int column) {
        return m_model->headerData(column, Qt::Horizontal).toString().toHtmlEscaped();
    };
    // A cell's own colour (a refusal, a reason that changes nothing) where it has one.
    const auto colour = [this, row](int column, const QColor &otherwise) {
        const QVariant brush = m_model->index(row, column).data(Qt::ForegroundRole);
        return brush.isValid() ? brush.value<QBrush>().color().name() : otherwise.name();
    };
    const QString quiet = Theme::quietInk().name();
    QString html = QStringLiteral("<p style='margin:0'><b>%1</b> · %2</p>")
                       .arg(text(C::Library), text(C::Measure));
    html += QStringLiteral("<p style='margin:0'>%1 = <b style='color:%2'>%3</b></p>")
                .arg(name(C::Ndcg), colour(C::Ndcg, palette().text().color()), text(C::Ndcg));
    const QString field = QStringLiteral("<p style='margin:4px 0 0 0; color:%1'>%2</p>"
                                         "<p style='margin:0; color:%3'>%4</p>");
    html += field.arg(quiet, name(C::Settings), palette().text().color().name(), text(C::Settings));
    if (!text(C::Reason).isEmpty())
        html += field.arg(
            quiet, name(C::Reason), colour(C::Reason, palette().text().color()), text(C::Reason));
    if (!text(C::Note).isEmpty())
        html += field.arg(
            quiet, name(C::Note), colour(C::Note, palette().text().color()), text(C::Note));
    return html;
}

void ConventionPanel::setValuesHidden(bool hidden)
{
    if (hidden == m_valuesHidden)
        return;
    m_valuesHidden = hidden;
    m_dirty = true;
    refresh();
}

void ConventionPanel::refresh()
{
    if (SidePanels::isClosed(this)) {
        // Closed: nothing computed, nothing stale left for a screen reader; showEvent() computes.
        m_dirty = true;
        m_model->setTable({});
        m_title->clear();
        m_ties->setVisible(false); // its sentences are computed with the table
        return;
    }
    m_dirty = false;
    m_view->setVisible(!m_valuesHidden);
    m_ties->setVisible(!m_valuesHidden);
    if (m_valuesHidden) {
        m_model->setTable({});
        m_title->setText(tr("<b>Every library's NDCG</b> is hidden until NDCG@k is revealed "
                            "(R): predict first."));
        arrange();
        return;
    }
    if (!m_document) {
        m_model->setTable({});
        m_title->setText(tr("No ranking is open."));
        return;
    }
    const Ndcg::Ranking &ranking = m_document->ranking();
    const int cutoff = m_document->settings().cutoff;
    const QString name = m_name.isEmpty() ? tr("this ranking") : m_name;
    const Ndcg::Result<Ndcg::ConventionTable> table = Ndcg::compareConventions(ranking, cutoff);
    if (!table) {
        m_model->setTable({});
        m_title->setText(tr("<b>Every library's NDCG for %1</b>: %2")
                             .arg(name.toHtmlEscaped(), table.error().message.toHtmlEscaped()));
    } else {
        m_model->setTable(table.value());
        const QString k = cutoff > 0 ? QString::number(cutoff) : tr("all");
        m_title->setText(tr("<b>Every library's NDCG for %1</b> at k = %2: each row spells out "
                            "its conventions and why its number differs from the row above. "
                            "Hover a row for the source it was taken from.")
                             .arg(name.toHtmlEscaped(), k));
    }
    m_ties->setRanking(ranking, m_document->settings());
    arrange();
}

void ConventionPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    arrange();
}

bool ConventionPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize)
        arrange();
    return QWidget::eventFilter(watched, event);
}
