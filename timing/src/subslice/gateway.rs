//! The subslice's message gateway: work-group barriers. A barrier releases when every
//! thread of the group that has not ended has signalled it (the rule is eu-model's,
//! [`eu_model::barrier::releases`], shared with functional mode); its threads may issue again
//! from the cycle the last signal's message completed. Signals are served at the end of the
//! sub-window they were sent in, in issue order ([`crate::dataport`]), after the thread ends
//! of that sub-window.

use super::unit::{Ctx, Subslice};
use traces::{StallReason, TraceEvent, NO_INSTRUCTION};

impl Subslice {
    /// Thread of group `g` signalled its barrier, the message done at cycle `at`: releases
    /// the group's threads when it was the last one awaited.
    pub(crate) fn barrier_signal(&mut self, ctx: &Ctx<'_>, g: usize, at: u64) {
        let group = self.groups[g].as_mut().expect("group resident");
        group.arrivals += 1;
        group.last_signal = group.last_signal.max(at);
        if !eu_model::barrier::releases(group.arrivals, group.threads.len(), group.ended) {
            return;
        }
        let members = group.threads.clone();
        group.arrivals = 0;
        self.woke_others = true;
        let release = group.last_signal;
        for &t in &members {
            if let Some(th) = self.threads[t].as_mut() {
                th.state.notify();
                th.notify_at = th.notify_at.max(release);
                if let Some(since) = th.blocked_since.take() {
                    let waited = release.saturating_sub(since + 1);
                    if waited > 0 {
                        let index = ctx.code.at(th.state.ip()).map(|(i, _)| i);
                        self.obs.emit(TraceEvent::Stall {
                            thread: th.hw,
                            start: since + 1,
                            cycles: waited,
                            reason: StallReason::Barrier,
                            index: index.map_or(NO_INSTRUCTION, |i| i as u32),
                        });
                    }
                    th.next_issue = th.next_issue.max(release);
                }
            }
            self.refresh(ctx, t);
        }
    }
}
