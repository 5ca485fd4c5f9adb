#include "claimdialog.h"

#include "claimfinder.h"
#include "claimmatchmodel.h"
#include "document/rankingdocument.h"
#include "numbertext.h"
#include "style/screenroom.h"
#include "style/theme.h"
#include "workbench/displayformat.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScreen>
#include <QShowEvent>
#include <QTableView>
#include <QTextDocument>
#include <QVBoxLayout>

ClaimDialog::ClaimDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("claimDialog"));
    auto *layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);
    auto *form = m_form = new QGridLayout;
    m_figureLabel = new QLabel(this);
    m_figure = new QLineEdit(this);
    m_figure->setObjectName(QStringLiteral("figure"));
    m_figureLabel->setBuddy(m_figure);
    m_quantityLabel = new QLabel(this);
    m_quantity = new QComboBox(this);
    m_quantityLabel->setBuddy(m_quantity);
    m_rankingLabel = new QLabel(this);
    m_ranking = new QComboBox(this);
    m_rankingLabel->setBuddy(m_ranking);
    m_find = new QPushButton(this);
    m_find->setDefault(true);
    layout->addLayout(form);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("claimSummary"));
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);
    m_model = new ClaimMatchModel(this);
    m_view = new QTableView(this);
    m_view->setTabKeyNavigation(false); // Tab to the next control, arrows in the table
    m_view->setModel(m_model);
    m_view->verticalHeader()->hide();
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setWordWrap(true);
    m_view->horizontalHeader()->setSectionResizeMode(
        ClaimMatchModel::Convention, QHeaderView::Stretch);
    layout->addWidget(m_view, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_find, &QPushButton::clicked, this, &ClaimDialog::search);
    connect(m_figure, &QLineEdit::returnPressed, this, &ClaimDialog::search);
    retranslate();
    placeForm(60 * QFontInfo(font()).pixelSize());
    // The verdict is written in the theme's colours: again at a switch (not searched again).
    connect(Theme::instance(), &Theme::changed, this, &ClaimDialog::showVerdict);
}

void ClaimDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
    if (event->type() == QEvent::FontChange && m_view) { // (not while it is being built)
        if (isVisible())
            sizeToContent();
        else
            m_sized = false;
    }
}

void ClaimDialog::placeForm(int width)
{
    // One row: figure, quantity, ranking, Find; two where that leaves the figure field less
    // than 10 em: the figure and Find, then the quantity and the ranking.
    const QList<QWidget *> widgets {
        m_figureLabel, m_figure, m_quantityLabel, m_quantity, m_rankingLabel, m_ranking, m_find};
    for (QWidget *widget : widgets)
        m_form->removeWidget(widget);
    for (int c = 0; c < m_form->columnCount(); ++c)
        m_form->setColumnStretch(c, 0);
    const int em = QFontInfo(font()).pixelSize();
    const QMargins margins = layout()->contentsMargins();
    const int spacing = std::max(0, m_form->horizontalSpacing());
    int others = 0;
    for (QWidget *widget : widgets) {
        if (widget != m_figure && !widget->isHidden())
            others += widget->sizeHint().width() + spacing;
    }
    if (others + 10 * em <= width - margins.left() - margins.right()) {
        for (int c = 0; c < widgets.size(); ++c)
            m_form->addWidget(widgets[c], 0, c);
        m_form->setColumnStretch(1, 1);
    } else {
        m_form->addWidget(m_figureLabel, 0, 0);
        m_form->addWidget(m_figure, 0, 1, 1, 3);
        m_form->addWidget(m_find, 0, 4);
        m_form->addWidget(m_quantityLabel, 1, 0);
        m_form->addWidget(m_quantity, 1, 1);
        m_form->addWidget(m_rankingLabel, 1, 2);
        m_form->addWidget(m_ranking, 1, 3);
        m_form->setColumnStretch(3, 1);
    }
}

void ClaimDialog::sizeToContent()
{
    m_sized = true;
    const QSize room = ScreenRoom::room(this);
    const int maxWidth = room.width();
    const int maxHeight = room.height();
    const int em = QFontInfo(font()).pixelSize();
    const int width = std::min(maxWidth, 60 * em);
    placeForm(width);
    QLayout *outer = layout();
    outer->activate(); // the form's least width, before resize() is held to it
    // As tall as the wrapped texts at this width, and the table eight lines.
    const QMargins margins = outer->contentsMargins();
    const int inner = width - margins.left() - margins.right();
    const int lines = QFontMetrics(m_view->font()).lineSpacing();
    m_view->setMinimumHeight(4 * lines + m_view->horizontalHeader()->sizeHint().height());
    // The introduction whole, whatever the table is left (a wrapping label's least height is
    // not that of its text).
    m_intro->setMinimumHeight(m_intro->heightForWidth(inner));
    const int height = margins.top() + m_intro->heightForWidth(inner) + m_form->sizeHint().height()
        + std::max(0, m_summary->heightForWidth(inner)) + 8 * lines
        + m_view->horizontalHeader()->sizeHint().height()
        + outer->itemAt(outer->count() - 1)->sizeHint().height() + 4 * outer->spacing()
        + margins.bottom();
    resize(width, std::min(maxHeight, height));
    ScreenRoom::keepOnScreen(this);
}

void ClaimDialog::showEvent(QShowEvent *event)
{
    // The first time, and after a change of font while hidden: sized to the text (later the
    // size the user gave it stays).
    if (!m_sized)
        sizeToContent();
    QDialog::showEvent(event);
    m_figure->selectAll(); // a figure typed on reopening replaces the last one
}

void ClaimDialog::focusFigure()
{
    m_figure->setFocus(Qt::OtherFocusReason);
    m_figure->selectAll();
}

void ClaimDialog::retranslate()
{
    setWindowTitle(tr("Which convention gives this number?"));
    m_view->setAccessibleName(tr("Conventions that give the figure"));
    m_intro->setText(tr("Type a figure quoted by a paper, a text or a library. The search tries "
                        "every gain, discount and log base, ideal source, cutoff k and zero-IDCG "
                        "rule on the ranking, and lists those that give the figure at the "
                        "rounding it was quoted with (0.861 means 0.8605 to 0.8615)."));
    m_figureLabel->setText(tr("&Figure:"));
    m_figure->setPlaceholderText(tr("e.g. 0.861 or 86.1%"));
    m_quantityLabel->setText(tr("&Quantity:"));
    m_rankingLabel->setText(tr("&Ranking:"));
    m_find->setText(tr("Fi&nd"));
    const int quantity = std::max(0, m_quantity->currentIndex());
    m_quantity->clear();
    m_quantity->addItem(tr("NDCG"), int(Ndcg::ClaimQuantity::Ndcg));
    m_quantity->addItem(tr("DCG"), int(Ndcg::ClaimQuantity::Dcg));
    m_quantity->addItem(tr("IDCG"), int(Ndcg::ClaimQuantity::Idcg));
    m_quantity->setCurrentIndex(quantity);
}

void ClaimDialog::setDocuments(const QList<std::pair<QString, RankingDocument *>> &documents)
{
    const int current = m_ranking->currentIndex();
    m_documents.clear();
    m_ranking->clear();
    for (const auto &[name, document] : documents) {
        m_documents.append({name, document});
        m_ranking->addItem(name);
    }
    m_ranking->setCurrentIndex(current >= 0 && current < m_ranking->count() ? current : 0);
    m_ranking->setVisible(documents.size() > 1);
    m_rankingLabel->setVisible(documents.size() > 1);
}

QString ClaimDialog::summaryText() const
{
    QTextDocument doc;
    doc.setHtml(m_summary->text());
    return doc.toPlainText();
}

namespace {

// The nearest value has six decimals, more than a quoted figure usually has, so that it reads
// apart from the figure it misses (0.861 ± 0.0005: the nearest is 0.871049); as the table of
// matches writes values.
constexpr int nearestDecimals = 6;

// The tolerance of a figure read with d decimals is half a unit of the d-th, 0.5 × 10^−d: written
// exactly, with d + 1 decimals ("0.861": ± 0.0005; "12": ± 0.5), the decimals being the point
// (three would round 0.0005 to 0.001); from 7 decimals on as a power of ten ("5×10⁻⁸"). A tolerance
// given as a number (no decimals known) as the window writes numbers.
QString toleranceText(const Ndcg::Claim &claim)
{
    if (claim.decimals < 0)
        return DisplayFormat::fixed(claim.tolerance);
    return DisplayFormat::withDecimals(
        claim.tolerance, claim.decimals < 7 ? claim.decimals + 1 : 0);
}

} // namespace

void ClaimDialog::search()
{
    // The figure stays in the field, selected, with the focus (also after a click on Find):
    // the next figure typed replaces it.
    focusFigure();
    m_model->setMatches({});
    m_verdict.reset();
    const int index = m_ranking->currentIndex();
    RankingDocument *document
        = index >= 0 && index < m_documents.size() ? m_documents[index].second.data() : nullptr;
    if (!document) {
        m_summary->setText(tr("No ranking is open."));
        return;
    }
    const auto quantity = Ndcg::ClaimQuantity(m_quantity->currentData().toInt());
    const Ndcg::Result<Ndcg::Claim> claim = Ndcg::parseClaim(m_figure->text(), quantity);
    if (!claim) {
        m_summary->setText(
            tr("<b>Not a figure:</b> %1").arg(claim.error().message.toHtmlEscaped()));
        return;
    }
    const Ndcg::Result<Ndcg::ClaimSearch> found
        = Ndcg::findConventions(document->ranking(), claim.value());
    if (!found) {
        m_summary->setText(tr("<b>No search:</b> %1").arg(found.error().message.toHtmlEscaped()));
        return;
    }
    m_verdict = Verdict {m_figure->text().trimmed(), found.value()};
    m_model->setMatches(m_verdict->search.matches);
    m_view->resizeRowsToContents();
    showVerdict();
}

void ClaimDialog::showVerdict()
{
    if (!m_verdict)
        return; // a refusal, which names no colour
    const Ndcg::ClaimSearch &s = m_verdict->search;
    const QString figure = m_verdict->figure.toHtmlEscaped();
    const QString tolerance = toleranceText(s.claim);
    const QString tried = QString::number(s.conventionsTried);
    if (s.matches.isEmpty()) {
        QString text = tr("<b style='color:%4'>No convention gives %1 (± %2)</b> among the "
                          "%3 tried on this ranking.")
                           .arg(figure, tolerance, tried, Theme::warningInk().name());
        if (s.nearest)
            text += QLatin1Char(' ')
                + tr("The nearest is <b>%1</b>: %2.")
                      .arg(DisplayFormat::withDecimals(s.nearest->value, nearestDecimals),
                          s.nearest->description.toHtmlEscaped());
        m_summary->setText(text);
    } else {
        m_summary->setText(tr("<b style='color:%4'>%n convention(s) (gives|give) %1</b> (± %2) "
                              "on this ranking, of %3 tried:",
            "", int(s.matches.size()))
                               .arg(figure, tolerance, tried, Theme::infoInk().name()));
    }
}
