#include "classserver.h"

#include <QPainter>

#include <qrencode.h>

namespace Ndcg::Class {

QImage qrCode(const QString &text, int moduleSize)
{
    moduleSize = std::clamp(moduleSize, 1, 64);
    const QByteArray utf8 = text.toUtf8();
    QRcode *code = QRcode_encodeString8bit(utf8.constData(), 0, QR_ECLEVEL_M);
    if (!code)
        return {};
    constexpr int kQuietZone = 4;
    const int modules = code->width + 2 * kQuietZone;
    QImage image(modules * moduleSize, modules * moduleSize, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    for (int y = 0; y < code->width; ++y)
        for (int x = 0; x < code->width; ++x)
            if (code->data[y * code->width + x] & 1)
                painter.fillRect((x + kQuietZone) * moduleSize, (y + kQuietZone) * moduleSize,
                    moduleSize, moduleSize, Qt::black);
    painter.end();
    QRcode_free(code);
    return image;
}

} // namespace Ndcg::Class
