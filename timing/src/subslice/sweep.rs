//! A subslice's EUs advanced one after another through a sub-window.
//!
//! Once its instruction cache is warm, the EUs of a subslice meet nowhere within a
//! sub-window: the reasons are those that let a subslice run split in parts on several host
//! threads (`engine/split.rs`). Each EU can therefore run through the whole sub-window before
//! the next one starts, and the subslice's lists are laid out afterwards in the order of its
//! cycle-by-cycle loop ([`Subslice::lay_out`]): sends and SLM messages are sorted by (cycle,
//! EU) where they are served, and trace events and releases go in that order too. The
//! results, stats and traces are those of the cycle loop; the host's cost is not: an EU's
//! threads (their registers, scoreboards, candidates) stay in the host core's nearest cache
//! for the sub-window, where the cycle loop visits all eight EUs' threads every cycle.

use super::unit::{Ctx, Subslice};
use crate::dataport::issue_key;
use crate::engine::split::Part;
use crate::eu::eu_wake;
use smallvec::SmallVec;

impl Subslice {
    /// Whether its EUs may advance one after another: its instruction cache is warm (every
    /// fetch hits at a fixed delay, whatever the order) or not modelled.
    pub(crate) fn may_sweep(&self) -> bool {
        self.host.warm.is_some() || self.icache.is_none()
    }

    /// Advances every EU (of the part it runs as, when split) from the clock to `bound`, one
    /// after another; what each EU issues is what the cycle loop would have issued, at the
    /// same cycles. The first error in (cycle, EU) order is kept, as the cycle loop keeps it.
    pub(crate) fn sweep(&mut self, ctx: &Ctx<'_>, bound: u64) {
        if self.host.error.is_some() {
            return;
        }
        // the wakes fresh, as the cycle loop takes them (a barrier released at the last
        // sub-window's end woke its threads' EUs then: nothing is left to take again)
        self.next_wake();
        self.woke_others = false;
        let outer = self.host.part.take();
        let eus = outer.as_ref().map_or(0..self.eus.len(), Part::eus);
        let start = self.clock;
        let mut stop = bound;
        let mut last = None;
        let mut sources = Vec::new();
        // where each EU's recorded sends start (each EU's in issue order)
        let mut runs: SmallVec<[usize; 16]> = SmallVec::new();
        for e in eus {
            if self.eus[e].threads.is_empty() {
                continue;
            }
            runs.push(self.deferred.len());
            let lens = |s: &Self| (s.obs.events_len(), s.releases.len());
            self.host.part = Some(Part::of_eu(e, lens(self)));
            let mut c = self.eus[e].wake.max(start);
            while c < stop {
                self.now = c;
                last = last.max(Some(c));
                let before = lens(self);
                if let Err(err) = self.issue_eu(ctx, e, c) {
                    let earlier = self
                        .host
                        .error
                        .as_ref()
                        .is_none_or(|(at, _)| (c, e) < (*at, self.host.error_eu));
                    if earlier {
                        self.host.error = Some((c, err));
                        self.host.error_eu = e;
                    }
                    // a later EU's error counts only at an earlier cycle
                    stop = c + 1;
                    break;
                }
                let after = lens(self);
                if let Some(p) = self.host.part.as_mut() {
                    p.mark(c, e, before, after);
                }
                let eu = &mut self.eus[e];
                if eu.wake <= c {
                    eu.wake = eu_wake(eu);
                }
                c = eu.wake.max(c + 1);
            }
            let part = self.host.part.take().expect("the EU's own part");
            sources.extend(part.into_source(self));
        }
        self.host.part = outer;
        self.merge_runs(&runs);
        debug_assert!(
            !self.woke_others,
            "only a barrier's release wakes other EUs"
        );
        if let Some(c) = last {
            self.now = c;
        }
        if self.host.error.is_none() {
            self.clock = self.clock.max(bound);
        }
        if !sources.is_empty() {
            self.lay_out(ctx, sources);
        }
    }

    /// Puts the sends recorded from `runs[0]` on in issue order (cycle, then EU), as the
    /// cycle loop records them: run `i` (from `runs[i]` to the next) is one EU's, in cycle
    /// order, and the EUs' runs follow each other in EU order. A merge of the runs: a
    /// send moves once.
    fn merge_runs(&mut self, runs: &[usize]) {
        let list = &mut self.deferred;
        let end = list.len();
        let mut heads: SmallVec<[(usize, usize); 16]> = runs
            .iter()
            .zip(runs.iter().skip(1).chain([&end]))
            .filter(|(from, to)| from < to)
            .map(|(&from, &to)| (from, to))
            .collect();
        if heads.len() < 2 {
            return;
        }
        let from = heads[0].0;
        let merged = &mut self.host.merged;
        merged.clear();
        merged.reserve(end - from);
        loop {
            // the run whose next send comes first (runs are few: a scan)
            let mut first: Option<(usize, (u64, usize))> = None;
            for (i, &(at, to)) in heads.iter().enumerate() {
                if at < to {
                    let key = issue_key(&list[at]);
                    if first.is_none_or(|(_, k)| key < k) {
                        first = Some((i, key));
                    }
                }
            }
            let Some((i, _)) = first else {
                break;
            };
            merged.push(list[heads[i].0].take());
            heads[i].0 += 1;
        }
        list.truncate(from);
        list.append(merged);
    }
}
