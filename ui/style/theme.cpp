#include "theme.h"

#include "okabeito.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>

#include <algorithm>
#include <array>
#include <cmath>

namespace {

// A role's four values (0xRRGGBB): the light and dark themes, and each with high contrast (every
// text colour there at least 7:1 against the paper, the card, the panel and the computed cells:
// tst_highcontrast checks it).
struct Shades
{
    QRgb light;
    QRgb dark;
    QRgb contrastLight;
    QRgb contrastDark;
};

using R = Theme::Role;

// The table of every role, in the order of Theme::Role.
constexpr std::array<std::pair<Theme::Role, Shades>, Theme::roleCount> shades {{
    {R::Ink, {0x1A1A1A, 0xE8ECF0, 0x000000, 0xFFFFFF}},
    {R::Paper, {0xFFFFFF, 0x1E2227, 0xFFFFFF, 0x000000}},
    {R::Border, {0xC9CED6, 0x56606B, 0x3A3A3A, 0xC0C0C0}},
    // Black in the light themes, the ink in the dark ones.
    {R::Rule, {0x000000, 0xE8ECF0, 0x000000, 0xFFFFFF}},
    // Light: Okabe–Ito's pale yellow band. Dark: a cool slate, apart in hue and lightness from
    // the blue, orange and purple series and from the light rings drawn on it (a dark yellow
    // turns olive and swallows the orange bars).
    {R::Highlight, {0xFFF3B0, 0x303C4A, 0xFFF3B0, 0x3A3A46}},
    {R::ComputedCell, {0xEEF1F5, 0x2A3038, 0xF2F2F2, 0x141414}},
    {R::GridLine, {0xDDDDDD, 0x3C434C, 0xDDDDDD, 0x3C434C}},
    {R::AxisLine, {0x555555, 0x9AA3AD, 0x333333, 0xD0D0D0}},
    {R::Card, {0xFFFFFF, 0x262B32, 0xFFFFFF, 0x000000}},
    {R::Panel, {0xF4F6F8, 0x2A2F36, 0xFFFFFF, 0x000000}},
    {R::QuietInk, {0x555555, 0xA8B0BA, 0x333333, 0xD0D0D0}},
    {R::DimInk, {0x8A9099, 0x8A929C, 0x4A4A4A, 0xB0B0B0}},
    {R::LinkInk, {0x1F5FA8, 0x8CC4F0, 0x00458A, 0xA8D8FF}},
    {R::ActualInk, {0x0072B2, 0x56B4E9, 0x00507F, 0x7CC8F2}},
    {R::IdealInk, {0xA65E00, 0xE69F00, 0x7A4200, 0xF2B632}},
    {R::NdcgInk, {0x8E3B6E, 0xCC79A7, 0x73285A, 0xE0A0C8}},
    {R::RaiseInk, {0x0072B2, 0x56B4E9, 0x00507F, 0x7CC8F2}}, // the ranking's blue
    {R::LowerInk, {0xD55E00, 0xF08A4B, 0x853200, 0xFFA060}},
    {R::WarningInk, {0xA04000, 0xF5A35C, 0x8A3000, 0xFFB070}},
    {R::InfoInk, {0x005A8C, 0x7CC4F0, 0x004A75, 0xA8D8FF}},
    {R::Notice, {0xFFE98A, 0x4A3F0A, 0xFFE98A, 0x000000}},
    {R::NoticeInk, {0x3D3000, 0xFFE98A, 0x000000, 0xFFE98A}},
    {R::NoticeBorder, {0xC9A800, 0x8A7400, 0x000000, 0xFFE98A}},
    {R::TermBand, {0xF0E442, 0x6B5A00, 0xF0E442, 0x5A4A00}}, // Okabe–Ito yellow
    {R::StepBand, {0xFFF7C2, 0x3F3A1C, 0xFFF3A0, 0x2E2A00}},
    {R::Scale, {0xE4E7EB, 0x3A414A, 0xD0D0D0, 0x505050}},
    {R::TickInk, {0x333333, 0xC8CED6, 0x000000, 0xFFFFFF}},
    {R::CurrentCell, {0xF0E442, 0xF0E442, 0xF0E442, 0xF0E442}}, // Okabe–Ito yellow
    {R::CurrentCellInk, {0x1A1A1A, 0x1A1A1A, 0x1A1A1A, 0x1A1A1A}},
    // Okabe–Ito sky blue, pale: "not applied", apart from the yellow of the selection.
    {R::PreviewCell, {0xD6ECFA, 0x1F4A66, 0xD6ECFA, 0x1F4A66}},
    // Near-black on the light palette, the ink on the dark one; the tag's text on it.
    {R::TableRule, {0x101010, 0xE8ECF0, 0x101010, 0xFFFFFF}},
    {R::TableRuleInk, {0xFFFFFF, 0x000000, 0xFFFFFF, 0x000000}},
    {R::AgreeFill, {0xD4EEE6, 0x1E4A3E, 0xC8F0E0, 0x004A30}},
    {R::DifferFill, {0xF7DCC8, 0x5A3020, 0xF7D0B0, 0x5A2000}},
    {R::HeatNeutral, {0xF7F7F7, 0x1E2227, 0xF7F7F7, 0x000000}}, // dark: the paper
    {R::HeatUp, {0x9ECAE9, 0x2C4F6A, 0x9ECAE9, 0x2C4F6A}},
    {R::HeatDown, {0xF5C08A, 0x6E4722, 0xF5C08A, 0x6E4722}},
    {R::HeatDiagonal, {0xD0D0D0, 0x3A414A, 0xB0B0B0, 0x505050}},
    {R::UnmovedFill, {0xF4F4F4, 0x2A2F36, 0xF4F4F4, 0x2A2F36}},
    {R::LinkLine, {0xB8B8B8, 0x4E5660, 0xA0A0A0, 0x707070}},
    {R::LinkMoved, {0x444444, 0xB8C0CA, 0x222222, 0xE0E0E0}},
    // A dark blue band with white inside on light backgrounds; a pale blue (a pale yellow in
    // high contrast) with black inside on dark ones: 10:1 and more against the window.
    {R::FocusRing, {0x00407F, 0x9FD5FF, 0x00407F, 0xFFE98A}},
    {R::FocusRingInner, {0xFFFFFF, 0x000000, 0xFFFFFF, 0x000000}},
    {R::Blank, {0x000000, 0x000000, 0x000000, 0x000000}},
}};

// Every role once, in the order of the enum: a role added to Theme::Role without its row
// fails to compile.
constexpr bool inOrder()
{
    for (int i = 0; i < Theme::roleCount; ++i)
        if (int(shades[std::size_t(i)].first) != i)
            return false;
    return true;
}
static_assert(inOrder(), "the table of shades lists every role once, in the order of Role");

} // namespace

Theme::Theme(QObject *parent)
    : QObject(parent)
    // Made before the app sets a palette of its own (only apply() does): the application's
    // palette is still the desktop's (its platform theme's, or the style's).
    , m_desktopWindow(QGuiApplication::palette().color(QPalette::Window))
{
    setObjectName(QStringLiteral("theme"));
}

Theme *Theme::instance()
{
    static Theme *theme = nullptr;
    if (!theme) {
        theme = new Theme(QCoreApplication::instance());
        QObject::connect(theme, &QObject::destroyed, [] { theme = nullptr; });
    }
    return theme;
}

QColor Theme::colorIn(Role role, Mode mode, bool highContrast)
{
    const Shades &s = shades[std::size_t(role)].second;
    if (mode == Mode::Dark)
        return QColor(highContrast ? s.contrastDark : s.dark);
    return QColor(highContrast ? s.contrastLight : s.light);
}

QColor Theme::color(Role role) const
{
    return colorIn(role, m_mode, highContrast());
}

double Theme::luminance(const QColor &c)
{
    // sRGB channels to linear light (WCAG 2.x's threshold), weighted by the eye's sensitivity.
    const auto linear
        = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}

double Theme::contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor Theme::strongIn(const QColor &color, const QColor &paper)
{
    // A little above the threshold, so that rounding to 8 bits never lands below it.
    constexpr double target = strongContrast + 0.1;
    if (contrast(color, paper) >= target)
        return color;
    const bool darken = luminance(paper) > 0.18; // the middle of the contrast scale
    const QColor hsl = color.toHsl();
    const int hue = std::max(0, hsl.hslHue()); // -1: a grey
    for (int l = hsl.lightness(); l >= 0 && l <= 255; l += darken ? -1 : 1) {
        QColor c = QColor::fromHsl(hue, hsl.hslSaturation(), l);
        if (contrast(c, paper) >= target) {
            c.setAlpha(color.alpha());
            return c;
        }
    }
    QColor end = darken ? QColor(Qt::black) : QColor(Qt::white);
    end.setAlpha(color.alpha());
    return end;
}

QColor Theme::themedIn(const QColor &c, Mode mode, bool highContrast)
{
    if (mode == Mode::Dark) {
        if (c == OkabeIto::black)
            return colorIn(Role::Ink, mode, highContrast);
        if (c == Light::white)
            return colorIn(Role::Paper, mode, highContrast);
        if (c == OkabeIto::highlight)
            return colorIn(Role::Highlight, mode, highContrast);
    }
    if (!highContrast)
        return c;
    if (c == Light::white || c == OkabeIto::highlight || c.alpha() < 255)
        return c; // the paper, the selection band, halos and tints: not lines to read
    return strongIn(c, colorIn(Role::Paper, mode, highContrast));
}

QColor Theme::themed(const QColor &c)
{
    const Theme *theme = instance();
    return themedIn(c, theme->m_mode, theme->highContrast());
}

Theme::Look Theme::desktopLook(const QColor &desktopWindow, const QString &gtkTheme)
{
    Look look;
    look.mode
        = desktopWindow.isValid() && desktopWindow.lightnessF() < 0.5 ? Mode::Dark : Mode::Light;
    // GTK's own names: "HighContrast", "HighContrastInverse" (white on black), a variant after
    // a colon ("Adwaita:dark").
    const QString name = gtkTheme.trimmed();
    const int colon = int(name.indexOf(QLatin1Char(':')));
    const QString theme = colon < 0 ? name : name.left(colon);
    const QString variant = colon < 0 ? QString() : name.mid(colon + 1);
    if (variant.compare(QLatin1String("dark"), Qt::CaseInsensitive) == 0)
        look.mode = Mode::Dark;
    else if (variant.compare(QLatin1String("light"), Qt::CaseInsensitive) == 0)
        look.mode = Mode::Light;
    if (theme.contains(QLatin1String("HighContrast"), Qt::CaseInsensitive)) {
        look.highContrast = true;
        if (theme.contains(QLatin1String("Inverse"), Qt::CaseInsensitive))
            look.mode = Mode::Dark;
    }
    return look;
}

Theme::Look Theme::desktopLook() const
{
    return desktopLook(m_desktopWindow, qEnvironmentVariable("GTK_THEME"));
}

QPalette Theme::palette() const
{
    QPalette p = QApplication::style()->standardPalette();
    if (highContrast())
        return contrastPalette(p, isDark());
    if (isDark()) {
        const QColor window(0x23, 0x27, 0x2E);
        const QColor base(0x1A, 0x1D, 0x22);
        const QColor text = ink();
        p.setColor(QPalette::Window, window);
        p.setColor(QPalette::WindowText, text);
        p.setColor(QPalette::Base, base);
        p.setColor(QPalette::AlternateBase, QColor(0x2A, 0x2F, 0x36));
        p.setColor(QPalette::Text, text);
        p.setColor(QPalette::Button, QColor(0x33, 0x39, 0x41));
        p.setColor(QPalette::ButtonText, text);
        p.setColor(QPalette::BrightText, Qt::white);
        p.setColor(QPalette::ToolTipBase, QColor(0x33, 0x39, 0x41));
        p.setColor(QPalette::ToolTipText, text);
        p.setColor(QPalette::PlaceholderText, QColor(0x9A, 0xA3, 0xAD));
        p.setColor(QPalette::Highlight, QColor(0x56, 0xB4, 0xE9)); // Okabe–Ito sky blue
        p.setColor(QPalette::HighlightedText, Qt::black);
        p.setColor(QPalette::Link, QColor(0x56, 0xB4, 0xE9));
        p.setColor(QPalette::LinkVisited, QColor(0xCC, 0x79, 0xA7));
        p.setColor(QPalette::Light, QColor(0x4A, 0x52, 0x5C));
        p.setColor(QPalette::Midlight, QColor(0x3A, 0x41, 0x4A));
        p.setColor(QPalette::Mid, QColor(0x56, 0x60, 0x6B));
        p.setColor(QPalette::Dark, QColor(0x12, 0x14, 0x18));
        p.setColor(QPalette::Shadow, Qt::black);
        for (QPalette::ColorRole role :
            {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
            p.setColor(QPalette::Disabled, role, QColor(0x80, 0x88, 0x92));
    }
    return p;
}

QPalette Theme::contrastPalette(QPalette p, bool dark)
{
    // Pure black and white; the frames (Mid, Dark, Shadow) strong enough to see; the selection
    // a dark blue under white text (light) or a pale yellow under black (dark), each 10:1 and
    // more; placeholder and disabled text still 7:1 and 4.5:1.
    struct Entry
    {
        QPalette::ColorRole role;
        QRgb light;
        QRgb dark;
    };
    static constexpr Entry entries[] = {
        {QPalette::Window, 0xFFFFFF, 0x000000},
        {QPalette::WindowText, 0x000000, 0xFFFFFF},
        {QPalette::Base, 0xFFFFFF, 0x000000},
        {QPalette::AlternateBase, 0xF2F2F2, 0x141414},
        {QPalette::Text, 0x000000, 0xFFFFFF},
        {QPalette::Button, 0xF2F2F2, 0x262626},
        {QPalette::ButtonText, 0x000000, 0xFFFFFF},
        {QPalette::BrightText, 0xFFFFFF, 0x000000},
        {QPalette::ToolTipBase, 0xFFFFFF, 0x000000},
        {QPalette::ToolTipText, 0x000000, 0xFFFFFF},
        {QPalette::PlaceholderText, 0x4A4A4A, 0xB0B0B0},
        {QPalette::Highlight, 0x00407F, 0xFFE98A},
        {QPalette::HighlightedText, 0xFFFFFF, 0x000000},
        {QPalette::Link, 0x00407F, 0x9FD5FF},
        {QPalette::LinkVisited, 0x5A1A78, 0xE0A0C8},
        {QPalette::Light, 0xFFFFFF, 0x808080},
        {QPalette::Midlight, 0xD0D0D0, 0x505050},
        {QPalette::Mid, 0x5A5A5A, 0xA0A0A0},
        {QPalette::Dark, 0x333333, 0xC0C0C0},
        {QPalette::Shadow, 0x000000, 0x000000},
    };
    for (const Entry &e : entries)
        p.setColor(e.role, QColor(dark ? e.dark : e.light));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(dark ? 0x909090 : 0x6E6E6E));
    return p;
}

void Theme::apply()
{
    QApplication::setPalette(palette());
    // Widgets take the new palette from posted events: deliver them now, so that what follows
    // (the charts' and the style sheets' colours, a grab) sees it.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::ApplicationPaletteChange);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::PaletteChange);
    emit changed();
}

void Theme::setMode(Mode mode)
{
    if (mode == m_mode)
        return;
    m_mode = mode;
    apply();
}

void Theme::setHighContrast(bool on)
{
    const bool before = highContrast();
    m_presenterContrast = on;
    if (highContrast() != before)
        apply();
}

void Theme::setUserHighContrast(bool on)
{
    const bool before = highContrast();
    m_userContrast = on;
    if (highContrast() != before)
        apply();
}

QColor Theme::translucent(const QColor &color, int alpha)
{
    QColor c = color;
    c.setAlpha(std::clamp(alpha, 0, 255));
    return c;
}

QColor Theme::emphasis(const QColor &series)
{
    return translucent(series, 0x60);
}

QString Theme::noticeStyle()
{
    return QStringLiteral("color: %1; background: %2;").arg(noticeInk().name(), notice().name());
}

Theme::PrintScope::PrintScope()
    : m_mode(instance()->m_mode)
    , m_userContrast(instance()->m_userContrast)
    , m_presenterContrast(instance()->m_presenterContrast)
{
    instance()->m_mode = Mode::Light;
    instance()->m_userContrast = false;
    instance()->m_presenterContrast = false;
}

Theme::PrintScope::~PrintScope()
{
    instance()->m_mode = m_mode;
    instance()->m_userContrast = m_userContrast;
    instance()->m_presenterContrast = m_presenterContrast;
}
