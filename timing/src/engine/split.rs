//! Split windows: the EUs of one subslice on several host threads.
//!
//! Within a window, the EUs of a subslice meet in three places: the instruction cache, the
//! subslice's SLM and message gateway (barriers), and the bookkeeping of work-groups (a group
//! ends with its last thread). Each is made order-free, so that a subslice's EUs can advance
//! in parts through a sub-window and the join gives back exactly what the subslice would have
//! done alone:
//!
//! - The cache: a subslice splits only once its instruction cache is warm (every line of the
//!   kernel resident and arrived, [`crate::subslice::ICache::is_warm`]). From then on every
//!   fetch hits at `now + hit cycles` whatever the order, and only the hits are counted.
//! - SLM and the gateway: every subslice records its SLM and gateway messages and serves them
//!   at the end of each sub-window in (cycle, EU) order, split or not; a sub-window is shorter
//!   than either's trip ([`crate::dataport::local_window`]), so no EU needs a result of
//!   another's within it. A part records its messages, the join hands them to the subslice,
//!   which serves them once the parts' thread ends are counted into their groups (as the
//!   subslice alone counts them at issue), so a barrier sees the same ends either way.
//! - Stats and profile: each part's events feed its own tally and profile; the join adds the
//!   tallies, and the profiles are added up at the end of the run.
//! - Work-groups: a part records the slots its threads free; the join counts them into their
//!   groups in (cycle, EU) order, as the subslice's own loop would have.
//!
//! Trace events and releases are recorded with the (cycle, EU) of the issue that made them,
//! and the join lays them out in that order: the order of the subslice's own loop (cycles in
//! order, EUs in index order within a cycle). So outputs, stats and traces do not depend on
//! whether or how a subslice was split (tests/timing_threads.rs compares thread counts).
//!
//! A split subslice meets its parts at every sub-window end, so a window of an SLM or barrier
//! kernel (several sub-windows) is split only when there are more host threads than
//! subslices; otherwise it goes to the threads whole, in one hand-over (`driver.rs`).

use super::chooser::{Probe, PROBE};
use super::team::Team;
use crate::eu::EuState;
use crate::subslice::{Counters, Ctx, Release, ResidentGroup, Subslice};
use memory_model::Memory;
use std::ops::Range;

/// What a subslice running as one part of a split window records for the join.
pub(crate) struct Part {
    /// Its EUs (the others are empty stand-ins for the window).
    eus: Range<usize>,
    /// Where the window's trace events and releases start in the part's lists.
    events_from: usize,
    releases_from: usize,
    /// Per issue that recorded events or releases: its cycle, its EU and what it recorded.
    marks: Vec<Mark>,
}

/// The events and releases one EU recorded in one cycle.
pub(crate) struct Mark {
    cycle: u64,
    eu: usize,
    events: usize,
    releases: usize,
}

impl Part {
    /// Notes what EU `eu` recorded at `cycle`: the lists' lengths went from `before` to
    /// `after` (events, releases).
    #[inline]
    pub(crate) fn mark(
        &mut self,
        cycle: u64,
        eu: usize,
        before: (usize, usize),
        after: (usize, usize),
    ) {
        if before != after {
            self.marks.push(Mark {
                cycle,
                eu,
                events: after.0 - before.0,
                releases: after.1 - before.1,
            });
        }
    }
}

/// What one part (or one EU advanced on its own) recorded for [`Subslice::lay_out`]: per
/// issue what it recorded, and its trace events and releases in the order it recorded them.
pub(crate) type Source = (Vec<Mark>, Vec<traces::TraceEvent>, Vec<(u64, Release)>);

impl Part {
    /// A part of local EU `e` alone, its events and releases starting at `from` (the
    /// lengths of the subslice's lists).
    pub(crate) fn of_eu(e: usize, from: (usize, usize)) -> Part {
        Part {
            eus: e..e + 1,
            events_from: from.0,
            releases_from: from.1,
            marks: Vec::new(),
        }
    }

    /// Its EUs.
    pub(crate) fn eus(&self) -> Range<usize> {
        self.eus.clone()
    }

    /// What it recorded, taken out of subslice `s` (nothing when it recorded nothing).
    pub(crate) fn into_source(self, s: &mut Subslice) -> Option<Source> {
        if self.marks.is_empty() {
            // (every event and release is recorded with a mark)
            debug_assert_eq!(
                (s.obs.events_len(), s.releases.len()),
                (self.events_from, self.releases_from)
            );
            return None;
        }
        let events = s.obs.split_events(self.events_from);
        let releases = s.releases.split_off(self.releases_from);
        Some((self.marks, events, releases))
    }
}

impl ResidentGroup {
    /// What a part needs of a group: its id (trace names) and an empty SLM (its SLM messages
    /// are served after the join).
    fn stand_in(&self) -> ResidentGroup {
        ResidentGroup {
            id: self.id,
            placed: self.placed,
            threads: Vec::new(),
            ended: 0,
            arrivals: 0,
            last_signal: 0,
            slm: Vec::new(),
        }
    }
}

impl Counters {
    /// Adds a part's counters.
    fn absorb(&mut self, o: &Counters) {
        self.issued += o.issued;
        self.instructions += o.instructions;
        self.work_groups += o.work_groups;
        self.last_event = self.last_event.max(o.last_event);
        self.last_release = self.last_release.max(o.last_release);
    }
}

impl Subslice {
    /// Whether the subslice may be split for the window starting at `now`.
    pub(crate) fn can_split(&mut self, now: u64) -> bool {
        self.check_warm(now);
        self.host.icache_warm
    }

    /// Notes, at the start of a window (`now`), whether the instruction cache has become
    /// warm; from then on fetches go through its warm view (`Subslice::warm`), which gives
    /// the same cycles and counts the same hits without touching the cache.
    pub(crate) fn check_warm(&mut self, now: u64) {
        if !self.host.icache_warm {
            self.host.icache_warm = self.icache.as_ref().is_none_or(|c| c.is_warm(now));
            if self.host.icache_warm {
                self.host.warm = self.icache.as_ref().map(|c| c.warm());
            }
        }
    }

    /// An empty subslice to run a part in.
    fn shell(&self) -> Subslice {
        let mut s = Subslice::new(self.index, 0, 0, 0, self.slm_timing.clone());
        s.obs = self.obs.like();
        s.host.no_memory = memory_model::Memory::new(self.host.no_memory.policy());
        s
    }

    /// Splits into parts of contiguous EUs for one window: this subslice keeps its EUs outside
    /// `ranges` and runs as the first part; the others (one per range) are returned, to be
    /// given back to [`Subslice::join`].
    pub(crate) fn split(&mut self, ranges: &[Range<usize>]) -> crate::subslice::Units {
        let n = self.eus.len();
        let mut parts = Vec::with_capacity(ranges.len());
        let mut kept = vec![true; n];
        for r in ranges {
            let mut s = self
                .host
                .spare
                .pop()
                .unwrap_or_else(|| Box::new(self.shell()));
            s.eus.resize_with(n, EuState::default);
            s.threads.clear();
            s.threads.resize_with(self.threads.len(), || None);
            for e in r.clone() {
                kept[e] = false;
                std::mem::swap(&mut s.eus[e], &mut self.eus[e]);
                for &t in &s.eus[e].threads {
                    s.threads[t] = self.threads[t].take();
                }
            }
            // the sends served for its threads go with them, in order (the lists keep their
            // room from window to window)
            let theirs = &s.threads;
            self.finishing
                .split_to(&mut s.finishing, |t| theirs[t].is_some());
            s.groups.clear();
            let stand_ins = self.groups.iter().map(|g| g.as_ref().map(|g| g.stand_in()));
            s.groups.extend(stand_ins);
            s.now = self.now;
            s.clock = self.clock;
            s.host.error = None;
            s.host.warm = self.icache.as_ref().map(|c| c.warm());
            self.host
                .tickets
                .share(&mut s.host.tickets, ranges.len() + 1);
            s.host.part = Some(Part {
                eus: r.clone(),
                events_from: 0,
                releases_from: 0,
                marks: Vec::new(),
            });
            parts.push(s);
        }
        let first = kept.iter().position(|&k| k).unwrap_or(n);
        let last = kept.iter().rposition(|&k| k).map_or(first, |l| l + 1);
        self.host.part = Some(Part {
            eus: first..last,
            events_from: self.obs.events_len(),
            releases_from: self.releases.len(),
            marks: Vec::new(),
        });
        parts
    }

    /// Takes back the parts of [`Subslice::split`] after they advanced through the window:
    /// their EUs and threads, counters, recorded sends, trace events and releases (in the
    /// order the subslice's own loop would have recorded them), and the first error.
    pub(crate) fn join(&mut self, ctx: &Ctx<'_>, mut parts: crate::subslice::Units) {
        let mine = self.host.part.take().expect("a split subslice");
        let mut sources: Vec<Source> = mine.into_source(self).into_iter().collect();
        for s in &mut parts {
            let part = s.host.part.take().expect("a part");
            if let (Some(mine), Some(theirs)) = (self.host.warm.as_mut(), s.host.warm.take()) {
                mine.hits += theirs.hits;
            }
            for e in part.eus() {
                std::mem::swap(&mut s.eus[e], &mut self.eus[e]);
            }
            for (mine, theirs) in self.threads.iter_mut().zip(s.threads.iter_mut()) {
                if theirs.is_some() {
                    *mine = theirs.take();
                }
            }
            self.counters.absorb(&s.counters);
            self.obs.absorb_tally(&mut s.obs);
            s.counters = Counters::default();
            self.messages.add(&s.messages);
            s.messages = Default::default();
            self.slm_stats.add_slm(&s.slm_stats);
            s.slm_stats = Default::default();
            self.deferred.append(&mut s.deferred);
            self.local.append(&mut s.local);
            self.finishing.absorb(&mut s.finishing);
            self.now = self.now.max(s.now);
            self.clock = self.clock.max(s.clock);
            if let Some((cycle, err)) = s.host.error.take() {
                self.host.keep_first_error(cycle, s.host.error_eu, err);
            }
            sources.extend(part.into_source(s));
        }
        self.lay_out(ctx, sources);
        self.host.spare = parts;
    }

    /// Appends the parts' events and releases in (cycle, EU) order; a freed slot counts
    /// towards its group's end as it would have when its thread ended. A subslice running as
    /// a part itself (its EUs advanced one after another, [`Subslice::sweep`]) leaves the
    /// groups to its join and notes what each issue recorded, as its cycle loop would have.
    pub(crate) fn lay_out(&mut self, ctx: &Ctx<'_>, sources: Vec<Source>) {
        let mut order: Vec<(u64, usize, usize, usize, usize)> = Vec::new();
        let mut streams = Vec::with_capacity(sources.len());
        for (i, (marks, events, releases)) in sources.into_iter().enumerate() {
            order.extend(
                marks
                    .iter()
                    .map(|m| (m.cycle, m.eu, i, m.events, m.releases)),
            );
            streams.push((events.into_iter(), releases.into_iter()));
        }
        // (cycle, EU) keys are distinct across parts (their EUs are), and in order within one
        order.sort_unstable_by_key(|&(cycle, eu, ..)| (cycle, eu));
        for (cycle, eu, i, events, releases) in order {
            let (ev, rel) = &mut streams[i];
            self.obs.append_events(ev.by_ref().take(events));
            if let Some(p) = self.host.part.as_mut() {
                p.marks.push(Mark {
                    cycle,
                    eu,
                    events,
                    releases,
                });
                self.releases.extend(rel.by_ref().take(releases));
                continue;
            }
            for (free_at, r) in rel.by_ref().take(releases) {
                let group = match r {
                    Release::Slot { t, .. } => self.threads[t].as_ref().map(|th| th.group),
                    Release::Group { .. } => None,
                };
                self.releases.push((free_at, r));
                if let Some(g) = group {
                    self.member_ended(ctx, g, free_at);
                }
            }
        }
        debug_assert!(streams
            .iter_mut()
            .all(|(e, r)| e.next().is_none() && r.next().is_none()));
    }
}

/// Which host thread runs which EUs of each unit: the units' enabled EUs, laid end to end
/// in unit order, are cut into `host` runs of (as nearly as whole EUs allow) the same
/// length, thread `j` taking run `j`. When the calling thread's run (thread 0) ends inside a
/// unit, it ends `shift` EUs earlier (later when negative), within that unit. Per unit, its
/// pieces in EU order: (EUs, thread). A unit of one piece runs whole; a unit cut in several
/// is split (when it may be), so that at most `host - 1` units are split, and only where a
/// thread's run ends inside one.
pub(crate) fn cut(
    host: usize,
    units: &[Box<Subslice>],
    shift: i64,
) -> Vec<Vec<(Range<usize>, usize)>> {
    let enabled = |u: &Subslice| u.eus.iter().filter(|e| !e.disabled).count();
    let total: usize = units.iter().map(|u| enabled(u)).sum();
    let host = host.max(1);
    // the unit the calling thread's run ends in, when it ends inside one: its first and
    // last enabled EU (counted over all units)
    let even = total / host;
    let mut first = 0;
    let mut inside = None;
    for u in units {
        let last = first + enabled(u);
        if first < even && even < last {
            inside = Some((first + 1, last - 1));
        }
        first = last;
    }
    // thread `j`'s run starts at enabled EU `start(j)`
    let start = |j: usize| match inside {
        Some((lo, hi)) if j == 1 => {
            let hi = hi.min((2 * total / host).saturating_sub(1)).max(lo);
            (even as i64 - shift).clamp(lo as i64, hi as i64) as usize
        }
        _ => j * total / host,
    };
    let thread_of = |at: usize| {
        (1..host)
            .take_while(|&j| start(j) <= at)
            .last()
            .unwrap_or(0)
    };
    let mut at = 0;
    units
        .iter()
        .map(|u| {
            let mut pieces: Vec<(Range<usize>, usize)> = Vec::new();
            for (e, eu) in u.eus.iter().enumerate() {
                // a fused-off EU goes with the EU before it (or the unit's first run)
                let t = thread_of(at.min(total.saturating_sub(1)));
                if !eu.disabled {
                    at += 1;
                }
                match pieces.last_mut() {
                    Some((r, last)) if *last == t || eu.disabled => r.end = e + 1,
                    _ => pieces.push((e..e + 1, t)),
                }
            }
            pieces
        })
        .collect()
}

/// The units of a window as handed to the team: whole units and the parts of split ones, the
/// thread of each, whether a helper hands it back early, and per unit its parts (0: whole).
/// The items are the units' and parts' own boxes.
struct HandOut {
    items: crate::subslice::Units,
    on: Vec<usize>,
    early: Vec<bool>,
    shape: Vec<usize>,
}

impl HandOut {
    /// Splits the units cut in several pieces ([`cut`]) when they may be split at `now`;
    /// the others go whole to the thread holding most of them.
    fn new(
        units: &mut crate::subslice::Units,
        plan: Vec<Vec<(Range<usize>, usize)>>,
        now: u64,
        whole: bool,
    ) -> Self {
        let n = units.len() + plan.iter().map(Vec::len).sum::<usize>();
        let mut h = HandOut {
            items: Vec::with_capacity(n),
            on: Vec::with_capacity(n),
            early: Vec::with_capacity(n),
            shape: Vec::with_capacity(units.len()),
        };
        for (mut u, pieces) in units.drain(..).zip(plan) {
            if pieces.len() > 1 && !whole && u.can_split(now) {
                let ranges: Vec<Range<usize>> = pieces[1..].iter().map(|p| p.0.clone()).collect();
                let parts = u.split(&ranges);
                h.shape.push(parts.len());
                h.on.extend(pieces.iter().map(|p| p.1));
                h.early.push(false);
                h.early.extend(pieces[1..].iter().map(|_| pieces[0].1 == 0));
                h.items.push(u);
                h.items.extend(parts);
            } else {
                let most = pieces.iter().max_by_key(|p| p.0.len()).map_or(0, |p| p.1);
                if whole {
                    u.host.window_from = Some(now);
                }
                h.shape.push(0);
                h.on.push(most);
                h.early.push(false);
                h.items.push(u);
            }
        }
        h
    }

    /// Gives the whole units on helper threads a view of `memory` to complete their global
    /// reads against ([`crate::early`]); those on the calling thread use `memory` itself.
    fn give_views(&mut self, memory: &Memory) {
        let mut at = 0;
        for &n in &self.shape {
            if n == 0 && self.on[at] != 0 {
                self.items[at].host.view = Some(memory.speculative());
            }
            at += 1 + n;
        }
    }
}

/// Advances every unit to `end` on the team's threads, each thread taking its run of EUs
/// ([`cut`]): units cut in several pieces are split for the window (when their instruction
/// cache is warm; else they run whole on the thread holding most of them), joined after it
/// and serve their SLM and gateway messages. The calling thread joins and serves those whose
/// first part it runs as soon as the helpers hand their parts back (they run them first),
/// while the helpers advance the rest. With `memory` (the window's last sub-window), every
/// unit then completes its global reads early ([`crate::early`]). When `whole`, no unit is
/// split and each advances through every sub-window from `now` to `end`, serving its SLM and
/// gateway messages at the end of each ([`Subslice::advance_unit`]). Returns whether a unit
/// was split.
pub(crate) fn advance_split(
    units: &mut crate::subslice::Units,
    team: &Team<Box<Subslice>>,
    ctx: &Ctx<'_>,
    (now, end): (u64, u64),
    mut memory: Option<&mut Memory>,
    whole: bool,
) -> bool {
    let started = std::time::Instant::now();
    let host = team.threads();
    let plan = cut(host, units, if whole { 0 } else { team.lead_shift() });
    let mut h = HandOut::new(units, plan, now, whole);
    if let Some(memory) = memory.as_deref() {
        h.give_views(memory);
    }
    let HandOut {
        mut items,
        on,
        early,
        shape,
    } = h;
    let handed = std::time::Instant::now();
    let serial = handed - started;
    let mut joined = vec![false; shape.len()];
    let mid = |all: &mut [Option<Box<Subslice>>]| {
        let mut at = 0;
        for (k, &n) in shape.iter().enumerate() {
            if n > 0 && on[at] == 0 {
                let parts = all[at + 1..at + 1 + n].iter_mut();
                let parts: crate::subslice::Units =
                    parts.map(|p| p.take().expect("a part")).collect();
                let u = all[at].as_mut().expect("a unit on the calling thread");
                u.join(ctx, parts);
                u.serve_local(ctx, end);
                joined[k] = true;
            }
            if let (Some(memory), true) = (memory.as_deref_mut(), on[at] == 0) {
                if let Some(u) = all[at].as_mut() {
                    u.complete_early(ctx, memory);
                }
            }
            at += 1 + n;
        }
    };
    let advance = |u: &mut Box<Subslice>, b| u.advance_unit(ctx, b);
    let waited = team.advance_on(&mut items, &on, &early, end, &advance, mid);
    let wall = handed.elapsed();
    let probe = Probe::on().then(std::time::Instant::now);
    let mut items = items.into_iter();
    let mut split = false;
    for (n, joined) in shape.into_iter().zip(joined) {
        let mut u = items.next().expect("a unit per shape entry");
        // (a helper dropped its view: memory is written next)
        u.host.view = None;
        if n > 0 && !joined {
            u.join(ctx, items.by_ref().take(n).collect());
            u.serve_local(ctx, end);
        }
        split |= n > 0;
        units.push(u);
    }
    let limit = units.iter().map(|u| u.eus.len()).sum::<usize>() / host;
    if !whole {
        team.balance(waited, started.elapsed(), limit as i64);
    }
    if let Some(back) = probe {
        PROBE.round(wall, waited, serial + back.elapsed());
    }
    split
}

impl Subslice {
    /// Advances to `bound`, the end of a sub-window, on a host thread; a whole subslice (not
    /// a part of a split one, whose messages its subslice serves after the join) then serves
    /// its SLM and gateway messages there, as the calling thread would have. Handed a whole
    /// window (`host.window_from`), it advances and serves sub-window by sub-window to
    /// `bound`, the window's end.
    pub(crate) fn advance_unit(&mut self, ctx: &Ctx<'_>, bound: u64) {
        match self.host.window_from.take() {
            // every sub-window of the window, as the calling thread alone would
            Some(mut to) => {
                while to < bound {
                    to = to.saturating_add(ctx.local_window).min(bound);
                    self.advance(ctx, to);
                    self.serve_local(ctx, to);
                }
            }
            None => {
                self.advance(ctx, bound);
                if self.host.part.is_none() {
                    self.serve_local(ctx, bound);
                }
            }
        }
        if let Some(mut view) = self.host.view.take() {
            self.complete_early(ctx, &mut view);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::memory::MemoryTimingConfig;
    use crate::subslice::SlmTiming;

    /// Subslices of 8 EUs, with `enabled` EUs each.
    fn units(enabled: &[usize]) -> crate::subslice::Units {
        let slm = SlmTiming::new(&MemoryTimingConfig::default());
        let unit = |(i, &e): (usize, &usize)| Box::new(Subslice::new(i, 8, e, 7, slm.clone()));
        enabled.iter().enumerate().map(unit).collect()
    }

    #[test]
    fn threads_take_equal_runs_of_eus_splitting_only_where_a_run_ends() {
        // GT2 on two threads: 12 EUs each, the middle subslice in halves
        let gt2 = units(&[8, 8, 8]);
        let want = vec![vec![(0..8, 0)], vec![(0..4, 0), (4..8, 1)], vec![(0..8, 1)]];
        assert_eq!(cut(2, &gt2, 0), want);
        // the calling thread giving up 2 EUs, or taking 3
        assert_eq!(cut(2, &gt2, 2)[1], vec![(0..2, 0), (2..8, 1)]);
        assert_eq!(cut(2, &gt2, -3)[1], vec![(0..7, 0), (7..8, 1)]);
        // never beyond the subslice it ends in
        let shifted = cut(2, &gt2, 20);
        assert_eq!(shifted[0], vec![(0..8, 0)]);
        assert_eq!(shifted[1], vec![(0..1, 0), (1..8, 1)]);
        assert_eq!(cut(2, &gt2, -20)[1], vec![(0..7, 0), (7..8, 1)]);
        assert_eq!(cut(2, &gt2, -20)[2], vec![(0..8, 1)]);
        // GT3 on two threads: no split, shifted or not
        let gt3 = units(&[8; 6]);
        for shift in [-3, 0, 3] {
            assert!(cut(2, &gt3, shift).iter().all(|p| p.len() == 1));
        }
        // four threads over GT2: runs of 6
        let four = cut(4, &gt2, 0);
        assert_eq!(four[0], vec![(0..6, 0), (6..8, 1)]);
        assert_eq!(four[1], vec![(0..4, 1), (4..8, 2)]);
        assert_eq!(four[2], vec![(0..2, 2), (2..8, 3)]);
        // one thread: everything whole on it
        assert!(cut(1, &gt2, 0).iter().all(|p| p == &vec![(0..8, 0)]));
    }

    #[test]
    fn a_fused_off_eu_goes_with_the_eu_before_it() {
        // 7 + 8 enabled EUs on two threads: runs of 7 and 8 (the fused-off EU 7 on thread 0)
        let p = cut(2, &units(&[7, 8]), 0);
        assert_eq!(p, vec![vec![(0..8, 0)], vec![(0..8, 1)]]);
    }
}
