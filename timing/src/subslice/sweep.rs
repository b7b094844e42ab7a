//! A subslice's EUs advanced one after another through a sub-window.
//!
//! Once its instruction cache is warm, the EUs of a subslice meet nowhere within a
//! sub-window: the reasons are those that let a subslice run split in parts on several host
//! threads (`engine/split.rs`). Each EU can therefore run through the whole sub-window before
//! the next one starts, and the subslice's lists are put back afterwards in the order of its
//! cycle-by-cycle loop: the EUs' runs of sends and SLM messages are merged by (cycle, EU),
//! and trace events and releases are laid out in that order ([`Subslice::lay_out`]). The
//! results, stats and traces are those of the cycle loop; the host's cost is not: an EU's
//! threads (their registers, scoreboards, candidates) stay in the host core's nearest cache
//! for the sub-window, where the cycle loop visits all eight EUs' threads every cycle.

use super::unit::{Ctx, Subslice};
use crate::dataport::{issue_key, Deferred};
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
        let mut runs: SmallVec<[(usize, usize); 16]> = SmallVec::new();
        for e in eus {
            if self.eus[e].threads.is_empty() {
                continue;
            }
            runs.push((self.deferred.len(), self.local.len()));
            let lens = |s: &Self| (s.obs.events_len(), s.releases.len());
            self.host.part = Some(Part::of_eu(e, lens(self)));
            let mut c = self.eus[e].wake.max(start);
            while c < stop {
                self.now = c;
                last = last.max(Some(c));
                let before = lens(self);
                if let Err(err) = self.issue_eu(ctx, e, c) {
                    self.host.keep_first_error(c, e, err);
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

    /// Puts the sends and the SLM and gateway messages recorded during a sweep in issue
    /// order (cycle, then EU), as the cycle loop records them: `runs` holds where each
    /// swept EU's start in both lists; each EU's are in cycle order.
    fn merge_runs(&mut self, runs: &[(usize, usize)]) {
        let order = &mut self.host.merge_order;
        let ends = (self.deferred.len(), self.local.len());
        let global = runs.iter().map(|r| r.0);
        merge(&mut self.deferred, global, ends.0, order, issue_key);
        let local = runs.iter().map(|r| r.1);
        merge(&mut self.local, local, ends.1, order, Deferred::key);
    }
}

/// Puts `list` from the first of `starts` on in `key` order, where the runs between
/// successive `starts` (the last one ending at `end`) are each in that order already, and
/// equal keys come in run order: a merge (a scan of the run heads, runs are few), then one
/// move per element. `order` is room for the merged order.
fn merge<T>(
    list: &mut [T],
    starts: impl Iterator<Item = usize> + Clone,
    end: usize,
    order: &mut Vec<u32>,
    key: impl Fn(&T) -> (u64, usize),
) {
    // per run: its next element, its end and the next element's key
    let mut heads: SmallVec<[Head; 16]> = starts
        .clone()
        .zip(starts.skip(1).chain([end]))
        .filter(|(from, to)| from < to)
        .map(|(from, to)| (from, to, key(&list[from])))
        .collect();
    if heads.len() < 2 {
        return;
    }
    let from = heads[0].0;
    order.clear();
    while !heads.is_empty() {
        let mut first = 0;
        for (i, h) in heads.iter().enumerate().skip(1) {
            if h.2 < heads[first].2 {
                first = i;
            }
        }
        let h = &mut heads[first];
        order.push((h.0 - from) as u32);
        h.0 += 1;
        if h.0 < h.1 {
            h.2 = key(&list[h.0]);
        } else {
            heads.remove(first);
        }
    }
    permute(&mut list[from..], order);
}

/// A run being merged: its next element, its end, and the next element's key.
type Head = (usize, usize, (u64, usize));

/// Rearranges `list` in place so that its element `k` is the one that was at `order[k]`
/// (`order` a permutation of `0..list.len()`). Each step swaps element `k` into place from
/// where the cycle of the permutation put it: positions before `k` are final, so the
/// element once at `order[k]` is found by following `order` until it leaves them.
fn permute<T>(list: &mut [T], order: &[u32]) {
    for k in 0..list.len() {
        let mut at = order[k] as usize;
        while at < k {
            at = order[at] as usize;
        }
        list.swap(k, at);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_merge_into_key_order_keeping_a_runs_order_on_equal_keys() {
        // three EUs' runs of (cycle, EU, tag) after two entries of an earlier sub-window
        let mut list = vec![
            (1, 9, 'x'),
            (2, 9, 'y'),
            (10, 0, 'a'),
            (12, 0, 'b'),
            (12, 0, 'c'),
            (11, 1, 'd'),
            (12, 1, 'e'),
            (10, 2, 'f'),
            (13, 2, 'g'),
        ];
        let mut order = Vec::new();
        let key = |e: &(u64, usize, char)| (e.0, e.1);
        merge(&mut list, [2, 5, 5, 7].into_iter(), 9, &mut order, key);
        let tags: String = list.iter().map(|e| e.2).collect();
        assert_eq!(tags, "xyafdbceg");
    }

    #[test]
    fn a_permutation_is_applied_in_place() {
        let mut list = vec!['a', 'b', 'c', 'd', 'e', 'f'];
        permute(&mut list, &[3, 0, 5, 1, 2, 4]);
        assert_eq!(list.iter().collect::<String>(), "dafbce");
        // every permutation of six, against a copy made element by element
        let mut order: Vec<u32> = (0..6).collect();
        let mut count = 0;
        loop {
            let mut list: Vec<u32> = (100..106).collect();
            let want: Vec<u32> = order.iter().map(|&i| 100 + i).collect();
            permute(&mut list, &order);
            assert_eq!(list, want, "{order:?}");
            count += 1;
            // the next permutation in lexicographic order
            let Some(i) = (0..5).rev().find(|&i| order[i] < order[i + 1]) else {
                break;
            };
            let j = (i + 1..6).rev().find(|&j| order[j] > order[i]).unwrap();
            order.swap(i, j);
            order[i + 1..].reverse();
        }
        assert_eq!(count, 720);
    }
}
