// ndcg_core's precompiled header: the Qt headers most of its files include,
// compiled once (target_precompile_headers) instead of in every file — in CI's two builds about
// 40 % of a file's compile time. Each file still includes what it uses.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>
#include <QList>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QString>
#include <QStringList>
