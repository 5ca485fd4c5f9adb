#pragma once

// The app's look: one object (Theme::instance(), a child of the application, as InterfaceScale)
// that holds the mode (light or dark) and the high contrast, gives every colour by its role
// (color(Role)), and announces a switch with one changed() signal. Light is the default; Dark
// (View → Dark theme) turns everything dark with light text: the window, the menus, the tables,
// the charts, and the panels of colour-coded rich text (result card, formula, definition line,
// banners), whose text colours have a light and a dark version here. The Okabe–Ito colours of
// the curves stay the same in both; only black (the cutoff rule, the selection rings) turns
// light on a dark background. No widget outside style/ names a colour: it asks for a role (a
// test checks it).
//
// High contrast has two sources, either of which turns it on: the user's choice (View → High
// contrast, remembered; unset, the desktop's: desktopLook()) and presenter mode's. It makes the
// paper and the ink pure white and black (or black and white), every text colour and every
// opaque series colour of the charts at least 7:1 against the paper (WCAG AAA; the series keep
// their hue, darkened or lightened: strongIn()), and the lines thicker (lineWeight()).
//
// How a switch reaches the widgets (setMode(), setHighContrast()):
//   - the application palette is set first: plain widgets take it (Qt sends them
//     PaletteChange) and repaint; painted widgets (the range bar, the heat map, the links, the
//     step strip, the runs charts) read their roles again in paintEvent();
//   - then changed() is emitted: the charts (ChartView) re-colour their series, axes and
//     legend; style sheets and rich text, which name their colours and do not follow the
//     palette, are rebuilt by the widget that owns them (connected to changed()).
// Translated rich text never names a colour: the colour is an argument (%1) or applied around
// the translated text (tst_translation checks it).
// Printed and exported pages stay light whatever the theme (Print, PrintScope).

#include <QColor>
#include <QObject>

class QPalette;

class Theme : public QObject
{
    Q_OBJECT
public:
    enum class Mode { Light, Dark };
    Q_ENUM(Mode)
    // The contrast every text colour and every opaque series colour keeps against the paper in
    // high contrast (WCAG 2.2's AAA level for text, 1.4.6).
    static constexpr double strongContrast = 7.0;

    // A mode and a contrast: what the desktop asks for (desktopLook()).
    struct Look
    {
        Mode mode = Mode::Light;
        bool highContrast = false;
        friend bool operator==(const Look &, const Look &) = default;
    };

    // Every colour of the app, by what it is for. Each has a light, a dark, a light
    // high-contrast and a dark high-contrast value (colorIn()).
    enum class Role {
        Ink, // body text
        Paper, // background of charts
        Border,
        Rule, // black in the light palette: the cutoff rule, selection rings
        Highlight, // the band behind the selected position (apart from every series colour)
        ComputedCell, // table cells the app computes
        GridLine, // the value axis's grid
        AxisLine,
        // Surfaces of the workbench's panels.
        Card, // the result card and the comparison headline
        Panel, // the definition line and its editors
        // Text colours for labels and rich text, each legible on Paper, Card and Panel.
        QuietInk, // captions, separators, notes
        DimInk, // what does not count (past k, not retrieved)
        LinkInk, // the definition line's pencil
        ActualInk, // the ranking's blue as text ("DCG@k")
        IdealInk, // the ideal ordering's orange as text ("IDCG@k")
        NdcgInk, // "NDCG@k"
        RaiseInk, // the swap map's blue (NDCG goes up)
        LowerInk, // its vermillion (NDCG goes down); ranking B in the comparison
        WarningInk, // nothing matches, a value not computed
        InfoInk, // matches found
        // A banner (a refused edit, a note on the card, the runs window's message).
        Notice,
        NoticeInk,
        NoticeBorder,
        // The formula's term being computed (a strong band) and the step-through's formula band.
        TermBand,
        StepBand,
        // The range bar of the result card.
        Scale, // its 0..1 scale
        TickInk, // its ticks and their labels
        // The table's cell a step computes: Okabe–Ito yellow with dark ink, in every theme
        // (strong enough to find from the back of a room).
        CurrentCell,
        CurrentCellInk,
        PreviewCell, // table rows a preview (a hovered swap) changes
        // The ranking table's rule under row k, and its tag's text.
        TableRule,
        TableRuleInk,
        // Compare with the text: a figure that agrees, one that differs (behind Ink).
        AgreeFill,
        DifferFill,
        // The swap heat map: no change, a small rise, a small fall (towards the full blue and
        // vermillion), the diagonal; the step-through's ideal slot nothing moves into.
        HeatNeutral,
        HeatUp,
        HeatDown,
        HeatDiagonal,
        UnmovedFill,
        // The comparison's links between A's and B's rows: unmoved and moved items.
        LinkLine,
        LinkMoved,
        // The keyboard focus frame (ScaledStyle): a band of FocusRing with a thinner band of
        // FocusRingInner inside it, so that it shows on any background.
        FocusRing,
        FocusRingInner,
        Blank, // presenter mode's blank screen
    };
    Q_ENUM(Role)
    static constexpr int roleCount = int(Role::Blank) + 1;

    // The one instance (made on first use, a child of the application).
    static Theme *instance();

    Mode mode() const { return m_mode; }
    bool isDark() const { return m_mode == Mode::Dark; }
    // High contrast from either source: the user's choice or presenter mode.
    bool highContrast() const { return m_userContrast || m_presenterContrast; }
    bool userHighContrast() const { return m_userContrast; }
    bool presenterHighContrast() const { return m_presenterContrast; }
    // How many times thicker lines are drawn: 1.5 in high contrast, else 1.
    double lineWeight() const { return highContrast() ? 1.5 : 1.0; }
    // The colour of `role` in the current mode and contrast.
    QColor color(Role role) const;
    // The colour of `role` in a given mode and contrast.
    static QColor colorIn(Role role, Mode mode, bool highContrast);
    // The application palette of the current mode and contrast.
    QPalette palette() const;

    // The current theme's colours, for painting code: Theme::ink() is
    // Theme::instance()->color(Theme::Role::Ink).
    static QColor ink() { return instance()->color(Role::Ink); }
    static QColor paper() { return instance()->color(Role::Paper); }
    static QColor border() { return instance()->color(Role::Border); }
    static QColor rule() { return instance()->color(Role::Rule); }
    static QColor highlight() { return instance()->color(Role::Highlight); }
    static QColor computedCell() { return instance()->color(Role::ComputedCell); }
    static QColor gridLine() { return instance()->color(Role::GridLine); }
    static QColor axisLine() { return instance()->color(Role::AxisLine); }
    static QColor card() { return instance()->color(Role::Card); }
    static QColor panel() { return instance()->color(Role::Panel); }
    static QColor quietInk() { return instance()->color(Role::QuietInk); }
    static QColor dimInk() { return instance()->color(Role::DimInk); }
    static QColor linkInk() { return instance()->color(Role::LinkInk); }
    static QColor actualInk() { return instance()->color(Role::ActualInk); }
    static QColor idealInk() { return instance()->color(Role::IdealInk); }
    static QColor ndcgInk() { return instance()->color(Role::NdcgInk); }
    static QColor raiseInk() { return instance()->color(Role::RaiseInk); }
    static QColor lowerInk() { return instance()->color(Role::LowerInk); }
    static QColor warningInk() { return instance()->color(Role::WarningInk); }
    static QColor infoInk() { return instance()->color(Role::InfoInk); }
    static QColor notice() { return instance()->color(Role::Notice); }
    static QColor noticeInk() { return instance()->color(Role::NoticeInk); }
    static QColor noticeBorder() { return instance()->color(Role::NoticeBorder); }
    static QColor termBand() { return instance()->color(Role::TermBand); }
    static QColor stepBand() { return instance()->color(Role::StepBand); }
    static QColor scale() { return instance()->color(Role::Scale); }
    static QColor tickInk() { return instance()->color(Role::TickInk); }
    static QColor currentCell() { return instance()->color(Role::CurrentCell); }
    static QColor currentCellInk() { return instance()->color(Role::CurrentCellInk); }
    static QColor previewCell() { return instance()->color(Role::PreviewCell); }
    static QColor tableRule() { return instance()->color(Role::TableRule); }
    static QColor tableRuleInk() { return instance()->color(Role::TableRuleInk); }
    static QColor agreeFill() { return instance()->color(Role::AgreeFill); }
    static QColor differFill() { return instance()->color(Role::DifferFill); }
    static QColor heatNeutral() { return instance()->color(Role::HeatNeutral); }
    static QColor heatUp() { return instance()->color(Role::HeatUp); }
    static QColor heatDown() { return instance()->color(Role::HeatDown); }
    static QColor heatDiagonal() { return instance()->color(Role::HeatDiagonal); }
    static QColor unmovedFill() { return instance()->color(Role::UnmovedFill); }
    static QColor linkLine() { return instance()->color(Role::LinkLine); }
    static QColor linkMoved() { return instance()->color(Role::LinkMoved); }
    static QColor blank() { return instance()->color(Role::Blank); }
    static QColor focusRing() { return instance()->color(Role::FocusRing); }
    static QColor focusRingInner() { return instance()->color(Role::FocusRingInner); }

    // WCAG 2.x relative luminance (0 black … 1 white) and contrast ratio (1 … 21) of two
    // opaque colours: (L_lighter + 0.05) / (L_darker + 0.05).
    static double luminance(const QColor &color);
    static double contrast(const QColor &a, const QColor &b);
    // `color` with its hue and saturation, its lightness lowered (on a light `paper`) or raised
    // (on a dark one) just enough to keep strongContrast against `paper`; unchanged when it
    // already does. Its alpha is kept.
    static QColor strongIn(const QColor &color, const QColor &paper);

    // The look the desktop asks for: dark when the window colour of its palette is dark (the
    // palette of the platform theme, read before the app set its own), high contrast when
    // $GTK_THEME names a high-contrast theme ("HighContrast"; "HighContrastInverse" and a
    // ":dark" suffix are dark; "Adwaita:dark" is dark without high contrast). The pure rule,
    // and what it gives on this desktop now.
    static Look desktopLook(const QColor &desktopWindow, const QString &gtkTheme);
    Look desktopLook() const;

    // What a step of the step-through just added (a curve's new segment, a new bar): a halo of
    // the series' own colour, translucent, so that it reads as "new" and not as selected (the
    // rings are black) and leaves the values under it legible.
    static QColor emphasis(const QColor &series);
    // `color` with the alpha `alpha` (0..255): a translucent fill of a series colour.
    static QColor translucent(const QColor &color, int alpha);
    // A colour of the light palette as the current theme shows it: black turns to ink, white to
    // paper and the highlight band to its dark version in the dark theme; the rest stays. In
    // high contrast the same, and every other opaque colour is strongIn() the paper (the
    // charts' series: a darker blue on white, a lighter one on black).
    static QColor themed(const QColor &light);
    // The same in a given mode and contrast.
    static QColor themedIn(const QColor &light, Mode mode, bool highContrast);
    // "color: …; background: …" for a banner's style sheet.
    static QString noticeStyle();

    // Printed and exported pages (the handout, chart images): light whatever the theme.
    struct Print
    {
        static inline const QColor paper {0xFF, 0xFF, 0xFF};
        static inline const QColor rule {0x99, 0x99, 0x99}; // the tables' borders
        static inline const QColor headerFill {0xEE, 0xEE, 0xEE}; // the tables' header cells
        static inline const QColor dimInk {0x88, 0x88, 0x88}; // rows past k
        static inline const QColor quietInk {0x66, 0x66, 0x66}; // the footer
    };
    // While one lives, charts and colours are made in the light theme without high contrast
    // (for an export); the application's palette does not change and changed() is not emitted.
    class PrintScope
    {
    public:
        PrintScope();
        ~PrintScope();
        PrintScope(const PrintScope &) = delete;
        PrintScope &operator=(const PrintScope &) = delete;

    private:
        Mode m_mode;
        bool m_userContrast;
        bool m_presenterContrast;
    };

    // Named colours of the light palette for the charts, which keep each series' colours as
    // typed data and show them through themed().
    struct Light
    {
        static inline const QColor none {Qt::transparent}; // no fill (rings) or no outline
        static inline const QColor white {0xFF, 0xFF, 0xFF};
        static inline const QColor markerBorder = white; // the ring around a chart marker
        static inline const QColor secondaryIdeal {0x77, 0x77, 0x77}; // B's own ideal
        static inline const QColor tableRule {0x10, 0x10, 0x10}; // the table's cutoff rule
    };

public slots:
    // Sets the application palette, then emits changed() (nothing when the mode is the same).
    void setMode(Theme::Mode mode);
    // Presenter mode's high contrast, the same way (changed() only when highContrast() turns).
    void setHighContrast(bool on);
    // The user's high contrast (View → High contrast), the same way.
    void setUserHighContrast(bool on);

signals:
    // The mode or the contrast changed; the application palette is already the new one.
    void changed();

private:
    explicit Theme(QObject *parent);
    void apply();
    // `base` with the high-contrast colours (light or dark).
    static QPalette contrastPalette(QPalette base, bool dark);

    Mode m_mode = Mode::Light;
    bool m_userContrast = false;
    bool m_presenterContrast = false;
    QColor m_desktopWindow; // the window colour of the desktop's palette, before ours
};
