#include "commands.h"

namespace Cli {

QList<CommandEntry> commands()
{
    return {
        {"explain", "Explain NDCG for a list of grades, term by term.", &runExplain},
    };
}

} // namespace Cli
