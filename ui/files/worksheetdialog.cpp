#include "worksheetdialog.h"

#include "classroom/languagecontroller.h"
#include "filewriter.h"
#include "worksheet.h"
#include "worksheetpdf.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QVBoxLayout>

namespace {

WorksheetDialog::OptionsHook optionsHook;
WorksheetDialog::SavePathHook savePathHook;
WorksheetDialog::MessageHook messageHook;

// A file name from the lesson's name: letters, digits, '-' and '_' kept, the rest '-'.
QString fileStem(const QString &name)
{
    QString stem = name;
    stem.replace(QRegularExpression(QStringLiteral("[^\\w\\-]+")), QStringLiteral("-"));
    stem = stem.left(80);
    while (stem.startsWith(QLatin1Char('-')))
        stem.remove(0, 1);
    while (stem.endsWith(QLatin1Char('-')))
        stem.chop(1);
    return stem.isEmpty() ? QStringLiteral("lesson") : stem;
}

} // namespace

void WorksheetDialog::setOptionsHook(OptionsHook hook)
{
    optionsHook = std::move(hook);
}

void WorksheetDialog::setSavePathHook(SavePathHook hook)
{
    savePathHook = std::move(hook);
}

void WorksheetDialog::setMessageHook(MessageHook hook)
{
    messageHook = std::move(hook);
}

WorksheetDialog::WorksheetDialog(const Options &defaults, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Print lesson as worksheet"));
    auto *form = new QFormLayout;
    m_perStudent = new QCheckBox(tr("One version per student, with other grades"), this);
    m_perStudent->setChecked(defaults.students > 0);
    form->addRow(m_perStudent);
    m_students = new QSpinBox(this);
    m_students->setRange(1, Ndcg::maxWorksheetVersions);
    m_students->setValue(std::max(1, defaults.students));
    m_students->setAccessibleName(tr("Students"));
    form->addRow(tr("&Students:"), m_students);
    m_seed = new QLineEdit(QString::number(defaults.seed), this);
    m_seed->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,20}")), m_seed));
    m_seed->setAccessibleName(tr("Seed"));
    m_seed->setToolTip(tr("The same seed prints the same versions again: it is printed on each "
                          "sheet and names each version's key."));
    form->addRow(tr("S&eed:"), m_seed);
    m_language = new QComboBox(this);
    m_language->addItem(tr("The interface's language"), int(Language::Interface));
    m_language->addItem(tr("English"), int(Language::English));
    m_language->addItem(tr("Chinese"), int(Language::Chinese));
    m_language->addItem(tr("Both side by side (English | 中文)"), int(Language::Both));
    m_language->setCurrentIndex(m_language->findData(int(defaults.language)));
    m_language->setAccessibleName(tr("Language"));
    form->addRow(tr("&Language:"), m_language);
    m_parts = new QComboBox(this);
    m_parts->addItem(tr("Worksheet and answer key"), int(Parts::WorksheetAndKey));
    m_parts->addItem(tr("Worksheet only"), int(Parts::WorksheetOnly));
    m_parts->addItem(tr("Answer key only"), int(Parts::KeyOnly));
    m_parts->setCurrentIndex(m_parts->findData(int(defaults.parts)));
    m_parts->setAccessibleName(tr("Print"));
    form->addRow(tr("&Print:"), m_parts);
    const auto enable = [this] {
        m_students->setEnabled(m_perStudent->isChecked());
        m_seed->setEnabled(m_perStudent->isChecked());
    };
    connect(m_perStudent, &QCheckBox::toggled, this, enable);
    enable();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Save as PDF…"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_seed, &QLineEdit::textChanged, this, [this, buttons] {
        bool ok = false;
        m_seed->text().toULongLong(&ok);
        buttons->button(QDialogButtonBox::Ok)->setEnabled(ok || !m_perStudent->isChecked());
    });
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

WorksheetDialog::Options WorksheetDialog::options() const
{
    Options o;
    o.students = m_perStudent->isChecked() ? m_students->value() : 0;
    o.seed = m_seed->text().toULongLong();
    o.language = Language(m_language->currentData().toInt());
    o.parts = Parts(m_parts->currentData().toInt());
    return o;
}

bool WorksheetDialog::print(QWidget *parent, const Ndcg::Lesson &lesson, const QString &name)
{
    const auto tell = [parent](const QString &text) {
        if (messageHook)
            messageHook(text);
        else
            QMessageBox::warning(parent, tr("Print lesson as worksheet"), text);
    };
    Options defaults;
    defaults.seed = QRandomGenerator::global()->bounded(1000000u) + 1;
    std::optional<Options> chosen;
    if (optionsHook) {
        chosen = optionsHook(defaults);
    } else {
        WorksheetDialog dialog(defaults, parent);
        if (dialog.exec() == QDialog::Accepted)
            chosen = dialog.options();
    }
    if (!chosen)
        return false;

    const QString title = name.isEmpty() ? lesson.title.text(QLocale().name()) : name;
    const QString suggested
        = QDir::home().filePath(fileStem(title) + QStringLiteral("-worksheet.pdf"));
    const QString path = savePathHook
        ? savePathHook(suggested)
        : QFileDialog::getSaveFileName(
            parent, tr("Save the worksheet as PDF"), suggested, tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return false;

    WorksheetPdf::Options options;
    switch (chosen->language) {
    case Language::Interface:
        options.language = LanguageController::code(LanguageController::instance()->language());
        break;
    case Language::English:
        options.language = QStringLiteral("en");
        break;
    case Language::Chinese:
        options.language = QStringLiteral("zh_CN");
        break;
    case Language::Both:
        options.language = QStringLiteral("both");
        break;
    }
    options.parts = chosen->parts == Parts::KeyOnly ? WorksheetPdf::Parts::KeyOnly
        : chosen->parts == Parts::WorksheetOnly     ? WorksheetPdf::Parts::WorksheetOnly
                                                    : WorksheetPdf::Parts::WorksheetAndKey;
    options.students = std::clamp(chosen->students, 0, Ndcg::maxWorksheetVersions);
    options.seed = chosen->seed;
    options.title = title;
    const WorksheetPdf::Pdf pdf = WorksheetPdf::write(lesson, options);
    if (!pdf.error.isEmpty()) {
        tell(tr("The worksheet was not written: %1").arg(pdf.error));
        return false;
    }
    QString error;
    if (!FileWriter::write(path, pdf.bytes, &error)) {
        tell(tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    return true;
}
