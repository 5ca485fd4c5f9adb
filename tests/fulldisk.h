#pragma once

// Real write failures for tests: the kernel refuses the bytes, as a full disk does.
//
// FileSizeLimit: lowers this process's RLIMIT_FSIZE (soft) with SIGXFSZ ignored, so a write past
// `bytes` in any regular file fails with EFBIG ("File too large"). Needs no privilege. Keep the
// limit short (only around the write under test): every file this process writes is limited.
//
// SmallTmpfs: a tmpfs of 64 KB mounted on a temporary folder; fill(free) leaves exactly `free`
// bytes free, so a write fails with ENOSPC ("No space left on device"). Mounting needs
// CAP_SYS_ADMIN: without it isValid() is false and reason() says why (a test then QSKIPs; the
// file size limit covers the same code path without privileges).

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

#include <cerrno>
#include <csignal>
#include <cstring>

#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/statvfs.h>

class FileSizeLimit
{
public:
    explicit FileSizeLimit(qint64 bytes)
    {
        if (::getrlimit(RLIMIT_FSIZE, &m_old) != 0)
            return;
        m_handler = std::signal(SIGXFSZ, SIG_IGN);
        struct rlimit limit = m_old;
        limit.rlim_cur = rlim_t(bytes);
        m_valid = ::setrlimit(RLIMIT_FSIZE, &limit) == 0;
    }
    ~FileSizeLimit() { lift(); }
    FileSizeLimit(const FileSizeLimit &) = delete;
    FileSizeLimit &operator=(const FileSizeLimit &) = delete;

    bool isValid() const { return m_valid; }
    void lift()
    {
        if (!m_valid)
            return;
        ::setrlimit(RLIMIT_FSIZE, &m_old);
        std::signal(SIGXFSZ, m_handler);
        m_valid = false;
    }

private:
    struct rlimit m_old = {};
    void (*m_handler)(int) = SIG_DFL;
    bool m_valid = false;
};

class SmallTmpfs
{
public:
    static constexpr qint64 size = 64 * 1024;

    SmallTmpfs()
    {
        if (!m_dir.isValid()) {
            m_reason = QStringLiteral("no temporary folder");
            return;
        }
        const QByteArray path = QFile::encodeName(m_dir.path());
        if (::mount("tmpfs", path.constData(), "tmpfs", MS_NOSUID | MS_NODEV, "size=64k,mode=0700")
            != 0) {
            m_reason = QStringLiteral("cannot mount a tmpfs here (%1)")
                           .arg(QString::fromLocal8Bit(std::strerror(errno)));
            return;
        }
        m_mounted = true;
    }
    ~SmallTmpfs()
    {
        if (m_mounted)
            ::umount2(QFile::encodeName(m_dir.path()).constData(), MNT_DETACH);
    }
    SmallTmpfs(const SmallTmpfs &) = delete;
    SmallTmpfs &operator=(const SmallTmpfs &) = delete;

    bool isValid() const { return m_mounted; }
    QString reason() const { return m_reason; }
    QString path() const { return m_dir.path(); }
    QString filePath(const QString &name) const { return m_dir.filePath(name); }

    // Bytes a file may still take.
    qint64 freeBytes() const
    {
        struct statvfs s = {};
        if (::statvfs(QFile::encodeName(m_dir.path()).constData(), &s) != 0)
            return -1;
        return qint64(s.f_bavail) * qint64(s.f_frsize);
    }

    // Fills the file system with a filler file until `free` bytes (a multiple of 4096) are
    // left. True when exactly that much is free.
    bool fill(qint64 free)
    {
        QFile filler(filePath(QStringLiteral("filler")));
        if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            return false;
        const QByteArray page(4096, 'x');
        while (filler.write(page) == page.size()) { }
        filler.close();
        if (freeBytes() != 0 || !filler.resize(filler.size() - free))
            return false;
        return freeBytes() == free;
    }

private:
    QTemporaryDir m_dir;
    QString m_reason;
    bool m_mounted = false;
};
