#include "curvelistener.h"

#include "curvetones.h"
#include "document/rankingdocument.h"
#include "workbench/viewstate.h"
#include "workbench/workbench.h"

#include <QAction>
#include <QAudioDevice>
#include <QAudioFormat>
#include <QAudioSink>
#include <QBuffer>
#include <QMediaDevices>
#include <QMessageBox>
#include <QWidget>

namespace {

CurveListener::SampleHook &sampleHook()
{
    static CurveListener::SampleHook hook;
    return hook;
}

CurveListener::MessageHook &messageHook()
{
    static CurveListener::MessageHook hook;
    return hook;
}

} // namespace

void CurveListener::setSampleHook(SampleHook hook)
{
    sampleHook() = std::move(hook);
}

void CurveListener::setMessageHook(MessageHook hook)
{
    messageHook() = std::move(hook);
}

CurveListener::CurveListener(Workbench *workbench, QWidget *window)
    : QObject(window)
    , m_workbench(workbench)
    , m_window(window)
    , m_action(new QAction(this))
{
    m_action->setObjectName(QStringLiteral("listenToCurves"));
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_U));
    m_action->setCheckable(true);
    connect(m_action, &QAction::triggered, this, &CurveListener::toggle);
    connect(this, &CurveListener::playingChanged, m_action, &QAction::setChecked);
    retranslate();
}

CurveListener::~CurveListener()
{
    stop();
}

void CurveListener::retranslate()
{
    m_action->setText(tr("Lis&ten to the curves"));
    m_action->setToolTip(tr("Play the running DCG and the ideal's as rising tones, position by "
                            "position: the gap between them is the interval you hear"));
}

bool CurveListener::isPlaying() const
{
    return m_sink != nullptr;
}

QString CurveListener::description() const
{
    const Ndcg::Breakdown *b = m_workbench->document()->breakdown();
    if (!b)
        return {};
    QStringList parts;
    const QList<CurveTone> tones = CurveTones::tones(*b, m_workbench->viewState());
    for (const CurveTone &tone : tones) {
        const QString name = tone.ideal ? tr("ideal %1") : tr("DCG@%1 %2");
        const QString value = tone.value ? QString::number(*tone.value, 'f', 3) : tr("hidden");
        parts.append(tone.ideal ? name.arg(value) : name.arg(tone.position).arg(value));
    }
    // "DCG@1 4.000, ideal 4.000; DCG@2 5.262, ideal 5.893"
    QStringList positions;
    for (qsizetype i = 0; i + 1 < parts.size(); i += 2)
        positions.append(parts.at(i) + tr(", ") + parts.at(i + 1));
    return positions.join(tr("; "));
}

void CurveListener::toggle()
{
    if (isPlaying())
        stop();
    else
        play();
}

void CurveListener::play()
{
    const Ndcg::Breakdown *b = m_workbench->document()->breakdown();
    if (!b || b->rows.isEmpty()) {
        emit playingChanged(false);
        return tell(tr("There is no curve to listen to: the ranking is empty."));
    }
    const QByteArray samples = CurveTones::render(CurveTones::tones(*b, m_workbench->viewState()));
    m_action->setStatusTip(description());
    if (sampleHook()) {
        sampleHook()(samples);
        emit playingChanged(false);
        return;
    }
    const QAudioDevice device = QMediaDevices::defaultAudioOutput();
    QAudioFormat format;
    format.setSampleRate(CurveTones::sampleRate);
    format.setChannelCount(1);
    format.setSampleFormat(QAudioFormat::Int16);
    if (device.isNull() || !device.isFormatSupported(format)) {
        emit playingChanged(false);
        return tell(device.isNull()
                ? tr("There is no audio output to play the curves on.")
                : tr("The audio output “%1” cannot play 16-bit mono sound at %2 Hz.")
                      .arg(device.description())
                      .arg(CurveTones::sampleRate));
    }
    m_buffer = new QBuffer(this);
    m_buffer->setData(samples);
    m_buffer->open(QIODevice::ReadOnly);
    m_sink = new QAudioSink(device, format, this);
    connect(m_sink, &QAudioSink::stateChanged, this, [this](QAudio::State state) {
        if (state == QAudio::IdleState || state == QAudio::StoppedState) {
            if (m_sink && m_sink->error() != QAudio::NoError && state == QAudio::StoppedState)
                tell(tr("The curves could not be played (audio error %1).")
                         .arg(int(m_sink->error())));
            QMetaObject::invokeMethod(this, &CurveListener::stop, Qt::QueuedConnection);
        }
    });
    m_sink->start(m_buffer);
    emit playingChanged(true);
}

void CurveListener::stop()
{
    if (!m_sink)
        return;
    QAudioSink *sink = m_sink;
    m_sink = nullptr;
    sink->disconnect(this);
    sink->stop();
    sink->deleteLater();
    if (m_buffer) {
        m_buffer->deleteLater();
        m_buffer = nullptr;
    }
    emit playingChanged(false);
}

void CurveListener::tell(const QString &message)
{
    if (messageHook())
        return messageHook()(message);
    QMessageBox::information(m_window, tr("Listen to the curves"), message);
}
