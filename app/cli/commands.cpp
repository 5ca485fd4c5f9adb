#include "commands.h"

namespace Cli {

QList<CommandEntry> commands()
{
    return {
        {"explain", "Explain NDCG for a list of grades, term by term.", &runExplain},
        {"example", "The worked examples: list, or show the text's figures vs exact values.",
            &runExample},
        {"steps", "Step through NDCG one term at a time, as the window does.", &runSteps},
        {"conventions", "One ranking's NDCG under each library's conventions.", &runConventions},
        {"which", "Which conventions reproduce a quoted NDCG, DCG or IDCG figure.", &runWhich},
        {"swaps", "The change in NDCG@k for swapping each pair of positions.", &runSwaps},
        {"eval", "trec_eval's measures for a qrels file and a run, or --explain one query.",
            &runEval},
        {"compare", "Compare runs on one qrels: means, significance marks, differences.",
            &runCompare},
        {"lesson", "Lessons: check a lesson and print each question's computed answer.",
            &runLesson},
    };
}

} // namespace Cli
