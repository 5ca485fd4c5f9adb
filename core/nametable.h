#pragma once

// Internal to core: stable spelled-out names for enums, kept as {value, "name"} tables. Every
// enum core names goes through here — conventions (settings.cpp), quantities and reasons
// (scenario.cpp), formats (breakdownformat.cpp), tie orders, step kinds, claim quantities — so
// all read and write names the same way: written as in the table, read in any
// case ("Linear", "JK2002", "JSON"). A value may have more than one name (aliases); the first
// is the one written.

#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace Ndcg::NameTable {

template<typename E, std::size_t N>
std::optional<E> fromName(const QString &name, const std::pair<E, const char *> (&table)[N])
{
    for (const auto &[value, text] : table) {
        if (name.compare(QLatin1String(text), Qt::CaseInsensitive) == 0)
            return value;
    }
    return std::nullopt;
}

template<typename E, std::size_t N>
QString toName(E value, const std::pair<E, const char *> (&table)[N])
{
    for (const auto &[v, text] : table) {
        if (v == value)
            return QString::fromLatin1(text);
    }
    return {};
}

// "a, b, c": every name of the table, for "expected one of …" messages.
template<typename E, std::size_t N> QString namesList(const std::pair<E, const char *> (&table)[N])
{
    QStringList names;
    for (const auto &entry : table)
        names << QString::fromLatin1(entry.second);
    return names.join(QStringLiteral(", "));
}

} // namespace Ndcg::NameTable
