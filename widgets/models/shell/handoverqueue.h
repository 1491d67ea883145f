#pragma once

#include <QObject>
#include <vector>

// How the inspector hands a run to its views (issue 32 §3): a view of thousands of cards takes
// tens of milliseconds to take a run, so together they would hold the window. The view in front
// takes it at once, the others one per turn of the event loop, and the first parameter is
// selected last. The queue holds the order and the turns; InspectorController performs each step
// (stepDue) and says when all is handed over (handedOver). A newer run drops an older one's
// turns.
class HandOverQueue final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HandOverQueue)

public:
    enum class Step { Matrix, Parameters, Slices, Migration, History, Select };
    Q_ENUM(Step)

    explicit HandOverQueue(QObject* parent = nullptr);

    // Every step due again, `front` first (the others in Step's order). With `now` (no run:
    // closing costs nothing) they all run at once; otherwise the first runs now.
    void start(Step front, bool now);
    void promote(Step front);  // the view brought to front takes the run next
    void finish();             // every step still due, now
    void drop(Step step);      // a step no longer needed (a parameter chosen meanwhile)
    const std::vector<Step>& pending() const { return m_pending; }
    bool isDue(Step step) const;
    bool inStep() const { return m_inStep; }  // a step runs: its signals are not the user's
    // Something of the run given last is still to come in a turn of its own besides the steps
    // (the first rank's tensors): hold() until release(ticket). A later hold() makes an earlier
    // ticket stale: release() of it returns false and releases nothing.
    unsigned hold();
    bool release(unsigned ticket);
    bool isHandingOver() const { return !m_pending.empty() || m_held; }
    // handedOver(), once per start(), when nothing is due or held any more.
    void announce();

Q_SIGNALS:
    void stepDue(HandOverQueue::Step step);
    void handedOver();

private:
    void next(unsigned generation);

    std::vector<Step> m_pending;
    unsigned m_generation = 0;  // counts runs given: a newer one drops the older's turns
    bool m_now = false;         // the steps of the run given last run at once
    bool m_inStep = false;
    bool m_turnQueued = false;  // one turn at a time is waited for
    bool m_announce = false;    // handedOver() not yet emitted for the run given last
    bool m_held = false;
    unsigned m_holdTicket = 0;  // the latest hold()
};
