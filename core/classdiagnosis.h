#pragma once
// The diagnoses of one question, prepared once (core/classdiagnosis.cpp): the session builds one
// per question at the first wrong number, then diagnoses each answer by a scan of the slips'
// values (diagnoseAnswer() alone would read the scene's scenario and run the claim finder for
// every answer).

#include "classsession.h"

#include <QList>

namespace Ndcg::Class {

class Diagnoser
{
public:
    explicit Diagnoser(const Scene &scene);
    // diagnoseAnswer(scene, value).
    std::optional<Diagnosis> diagnose(double value) const;

private:
    struct Candidate
    {
        double value = 0.0;
        Diagnosis diagnosis;
    };
    std::optional<Question> m_question;
    std::optional<QuestionAnswer> m_answer;
    QList<Candidate> m_candidates; // in the order they are tried
};

} // namespace Ndcg::Class
