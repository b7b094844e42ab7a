//! The run of a kernel on the timing model: windows in which the subslices advance on their
//! own, and the ends of windows where the shared memory system serves what they sent, threads
//! that ended free their slots and the dispatcher places work-groups.

use super::chooser::{Chooser, Probe, PROBE};
use super::counters::{sample_counters, LastSample, COUNTER_PERIOD};
use super::launch::{Launch, Limits};
use super::team::Team;
use super::TimingError;
use crate::dataport;
use crate::subslice::{pick_subslice, Ctx, GroupNeeds, Placement, Shared, Subslice};
use traces::{TraceEvent, TraceSink};

/// Instructions issued per window (averaged over the last windows, [`ISSUES_AVERAGED`])
/// below which the next window runs on the calling thread: handing short windows to the
/// host threads costs more than it saves (the result is the same either way). An average,
/// not the last window alone: a kernel whose windows swing around the bound (an SLM GEMM's
/// load and compute phases) would otherwise move its subslices between the host threads'
/// caches every few windows, which costs both modes and misleads the chooser.
const PARALLEL_MIN_ISSUES: u64 = 256;
/// The average's weight: the last window counts for `1 / ISSUES_AVERAGED`.
const ISSUES_AVERAGED: u64 = 16;

/// The work-group dispatcher: which group is next and what a group needs.
pub(super) struct Dispatch<'p> {
    pub(super) launch: &'p Launch<'p>,
    pub(super) needs: GroupNeeds,
    pub(super) next_group: u64,
    /// Thread numbers, GPU-wide.
    pub(super) next_id: u32,
    /// The waves a sampled run times ([`super::sample`]).
    pub(super) plan: Option<super::sample::Plan>,
}

/// A run in progress.
pub(super) struct Run<'r, 'a, S: TraceSink> {
    pub(super) ctx: &'r Ctx<'a>,
    pub(super) units: crate::subslice::Units,
    pub(super) shared: Shared<'a>,
    pub(super) dispatch: Dispatch<'r>,
    /// Hardware threads dispatched.
    pub(super) threads: u64,
    pub(super) sink: &'r mut S,
    pub(super) limits: &'r Limits,
    /// The end of the current window.
    pub(super) now: u64,
    pub(super) next_sample: u64,
    pub(super) last_sample: LastSample,
    pub(super) timeline: Timeline,
}

/// Samples for the stats' timeline, counts so far.
#[derive(Default)]
pub(super) struct Timeline {
    pub(super) samples: Vec<Sample>,
    period: u64,
    next: u64,
}

/// Samples the timeline keeps at most (then every other one goes and the period doubles).
const TIMELINE_MAX: usize = 256;

impl Timeline {
    fn sample(&mut self, s: Sample) {
        if s.cycle < self.next {
            return;
        }
        let now = s.cycle;
        self.period = self.period.max(256);
        self.samples.push(s);
        if self.samples.len() > TIMELINE_MAX {
            let kept: Vec<_> = self.samples.iter().copied().step_by(2).collect();
            self.samples = kept;
            self.period *= 2;
        }
        self.next = now - now % self.period + self.period;
    }
}

impl Timeline {
    /// The kernel's end (after the flush): a last sample with no thread resident, so the
    /// timeline covers the flush's DRAM traffic too.
    fn last_sample(&mut self, s: Sample) {
        if self.samples.last().is_none_or(|l| l.cycle < s.cycle) {
            self.samples.push(s);
        }
    }
}

/// One timeline sample: the cycle, resident threads then, and counts up to it.
#[derive(Clone, Copy, Default)]
pub(super) struct Sample {
    pub(super) cycle: u64,
    pub(super) resident: u64,
    pub(super) l3_bytes: u64,
    pub(super) dram_bytes: u64,
    /// Dirty L3 lines written back (evictions and the end-of-kernel flush), bytes.
    pub(super) wb_bytes: u64,
    /// EU-cycles with a pipe busy, and with a thread resident (enabled EUs, summed).
    pub(super) eu_active: u64,
    pub(super) eu_nonidle: u64,
}

impl Sample {
    /// The machine's counts at `cycle` (EU residency accounted up to it without changing
    /// the EUs' own accounting).
    fn take(units: &[Box<Subslice>], mem: &crate::MemoryTiming, cycle: u64, resident: u64) -> Self {
        let ms = mem.stats();
        let eus = units
            .iter()
            .flat_map(|u| u.eus.iter())
            .filter(|e| !e.disabled);
        let (mut eu_active, mut eu_nonidle) = (0, 0);
        for e in eus {
            let open = if e.threads.is_empty() {
                0
            } else {
                cycle.saturating_sub(e.last_change)
            };
            eu_active += e.active;
            eu_nonidle += e.nonidle + open;
        }
        Sample {
            cycle,
            resident,
            l3_bytes: (ms.l3_hits + ms.l3_misses) * u64::from(mem.config().line_bytes),
            dram_bytes: ms.dram_bytes,
            wb_bytes: ms.l3_writebacks * u64::from(mem.config().line_bytes),
            eu_active,
            eu_nonidle,
        }
    }
}

/// Tells the helper threads to end however the run ends.
struct Quit<'t>(&'t Team<Box<Subslice>>);

impl Drop for Quit<'_> {
    fn drop(&mut self) {
        self.0.quit();
    }
}

impl<S: TraceSink> Run<'_, '_, S> {
    fn issued(&self) -> u64 {
        self.units.iter().map(|u| u.counters.issued).sum()
    }

    /// Runs windows of `window` cycles on `host` host threads until every work-group is done.
    pub(super) fn run_windows(&mut self, host: usize, window: u64) -> Result<(), TimingError> {
        let team = Team::new(host - 1);
        let ctx = self.ctx;
        std::thread::scope(|scope| {
            for h in 0..host - 1 {
                let team = &team;
                scope.spawn(move || {
                    team.serve(h, &|u: &mut Box<Subslice>, b| u.advance_unit(ctx, b))
                });
            }
            let _quit = Quit(&team);
            let mut chooser = Chooser::new();
            // every window on the parallel path, whatever it costs, even on one host thread
            // (global reads completed early, finishes when the subslice next advances): for
            // tests of that path and to measure it without a second thread (the results are
            // the same either way)
            let forced = std::env::var_os("EUSIM_TIMING_ALWAYS_PARALLEL").is_some();
            let mut avg_issued = 0u64;
            let mut polls = 0u32;
            loop {
                polls = polls.wrapping_add(1);
                self.check_limits(polls.is_multiple_of(64))?;
                if self.window_end()? {
                    chooser.report();
                    return Ok(());
                }
                if self.skip_idle()? {
                    continue;
                }
                let end = (self.now + window)
                    .min(self.limits.max_cycles.saturating_add(1))
                    .max(self.now + 1);
                for u in &mut self.units {
                    u.check_warm(self.now);
                }
                let before = self.issued();
                let started = std::time::Instant::now();
                let worth_it = forced || (host > 1 && avg_issued >= PARALLEL_MIN_ISSUES);
                let parallel = worth_it && (forced || chooser.parallel());
                chooser.split += u64::from(self.advance_window(&team, end, parallel));
                self.shared.defer_finishes = parallel;
                let issued = self.issued() - before;
                avg_issued = avg_issued - avg_issued / ISSUES_AVERAGED + issued / ISSUES_AVERAGED;
                if worth_it {
                    chooser.record(issued, started.elapsed());
                }
                self.now = end;
            }
        })
    }

    /// Advances every subslice to `end`, on the team's threads when `parallel`, sub-window by
    /// sub-window: each subslice serves its SLM and gateway messages at the end of each
    /// ([`crate::dataport`]). With no more host threads than subslices, a window of several
    /// sub-windows goes to the team in one hand-over of whole subslices, each advancing
    /// through every sub-window on its thread (a split subslice would need one hand-over per
    /// sub-window, to serve its parts' messages together: four per window of an SLM kernel
    /// cost more than the split gains). Returns whether a subslice was split.
    fn advance_window(&mut self, team: &Team<Box<Subslice>>, end: u64, parallel: bool) -> bool {
        let ctx = self.ctx;
        let whole = team.threads() <= self.units.len();
        if parallel && whole && end - self.now > ctx.local_window {
            // SLM or barrier kernel: one hand-over, whole subslices through every sub-window
            let early = Some(&mut *self.shared.memory);
            let (units, now) = (&mut self.units, self.now);
            return super::split::advance_split(units, team, ctx, (now, end), early, true);
        }
        let mut split = false;
        let mut to = self.now;
        while to < end {
            to = to.saturating_add(ctx.local_window).min(end);
            if parallel {
                split |= self.advance_split(team, to, to == end);
            } else {
                self.units.iter_mut().for_each(|u| u.advance(ctx, to));
            }
            self.units.iter_mut().for_each(|u| u.serve_local(ctx, to));
        }
        split
    }

    /// Advances every subslice to `end` on the team's threads, split so that every thread
    /// gets the same share ([`super::split::advance_split`]); at the window's `last`
    /// sub-window they complete their global reads early ([`crate::early`]). Returns whether
    /// a subslice was split.
    fn advance_split(&mut self, team: &Team<Box<Subslice>>, end: u64, last: bool) -> bool {
        let (ctx, now) = (self.ctx, self.now);
        let early = last.then_some(&mut *self.shared.memory);
        super::split::advance_split(&mut self.units, team, ctx, (now, end), early, false)
    }

    /// Stops the run at a limit or an interrupt (checked when `poll`).
    fn check_limits(&mut self, poll: bool) -> Result<(), TimingError> {
        let interrupted = poll && self.ctx.services.stop_requested();
        let (now, opts) = (self.now, self.limits);
        if now <= opts.max_cycles && self.issued() < opts.max_instructions && !interrupted {
            return Ok(());
        }
        let reason = if interrupted {
            "interrupted".to_string()
        } else if now > opts.max_cycles {
            format!("--max-cycles {} reached", opts.max_cycles)
        } else {
            format!("--max-instructions {} reached", opts.max_instructions)
        };
        Err(stopped(self.ctx, &self.units, self.threads, now, reason))
    }

    /// The end of a window: the recorded sends, the first error of the window, releases,
    /// counters and dispatch. Returns whether every work-group is done.
    fn window_end(&mut self) -> Result<bool, TimingError> {
        let (ctx, now) = (self.ctx, self.now);
        let probe = Probe::on().then(std::time::Instant::now);
        dataport::serve_all(&mut self.units, ctx, &mut self.shared, now)?;
        let served = probe.map(|t| t.elapsed());
        let first_error = self
            .units
            .iter()
            .filter_map(|u| u.host.error.as_ref().map(|e| (e.0, u.index)))
            .min();
        if let Some((_, i)) = first_error {
            return Err(self.units[i].host.error.take().expect("an error").1);
        }
        let done_before: u64 = self.units.iter().map(|u| u.counters.work_groups).sum();
        for u in &mut self.units {
            u.apply_releases(ctx, now);
        }
        let done: u64 = self.units.iter().map(|u| u.counters.work_groups).sum();
        if done > done_before {
            let total = self.dispatch.launch.walker.total_groups();
            ctx.services.progress(done, total, now);
        }
        if ctx.tracing && now >= self.next_sample {
            let (units, mem) = (&self.units, &self.shared.mem);
            sample_counters(units, mem, ctx, self.sink, now, &mut self.last_sample);
            self.next_sample = now - now % COUNTER_PERIOD + COUNTER_PERIOD;
        }
        self.place_groups()?;
        let resident = self.units.iter().map(|u| u.resident as u64).sum();
        let s = Sample::take(&self.units, &self.shared.mem, now, resident);
        self.timeline.sample(s);
        for u in &mut self.units {
            u.obs.drain_events(&mut *self.sink);
        }
        if let (Some(t), Some(served)) = (probe, served) {
            PROBE.window_end(served, t.elapsed());
        }
        Ok(
            self.dispatch.next_group == self.dispatch.launch.walker.total_groups()
                && self
                    .units
                    .iter()
                    .all(|u| u.resident == 0 && u.releases.is_empty()),
        )
    }

    /// Places work-groups while one fits.
    fn place_groups(&mut self) -> Result<(), TimingError> {
        let d = &mut self.dispatch;
        while d.next_group < d.launch.walker.total_groups() {
            if let Some(plan) = d.plan.as_mut() {
                let (ms, line) = (self.shared.mem.stats(), self.shared.mem.config().line_bytes);
                let line = u64::from(line);
                let moved = [(ms.l3_hits + ms.l3_misses) * line, ms.l3_misses * line];
                let skip = plan.skip(d.next_group, moved);
                d.next_group += skip;
                d.next_id = d
                    .next_id
                    .wrapping_add((skip * d.needs.threads as u64) as u32);
            }
            let Some(ss) = pick_subslice(&self.units, d.needs) else {
                break;
            };
            let p = Placement {
                launch: d.launch,
                linear: d.next_group,
                barrier: d.needs.barrier,
            };
            self.units[ss].place_group(self.ctx, &p, self.now, &mut d.next_id)?;
            self.threads += d.needs.threads as u64;
            if let Some(plan) = d.plan.as_mut() {
                plan.placed(d.next_group, self.now);
            }
            d.next_group += 1;
        }
        if let Some(plan) = d.plan.as_mut() {
            plan.filled(d.next_group);
        }
        Ok(())
    }

    /// Moves the window's start to the first cycle something is due, when that is later;
    /// returns whether it did. Nothing due at all with work left is a deadlock.
    fn skip_idle(&mut self) -> Result<bool, TimingError> {
        let mut next = self.next_event();
        if next <= self.now {
            return Ok(false);
        }
        // A send served at the window's end that its subslice has not taken in yet
        // (`finish::Finishing`) can only make its thread's wake-up earlier: with nothing
        // due by now as things stand, the finishes are taken in here to see exactly.
        if self.units.iter().any(|u| !u.finishing.is_empty()) {
            let ctx = self.ctx;
            self.units.iter_mut().for_each(|u| u.take_in_finishes(ctx));
            next = self.next_event();
            if next <= self.now {
                return Ok(false);
            }
        }
        if next == u64::MAX {
            return Err(deadlock(self.ctx, &self.units));
        }
        // The counter samples that fall in the idle gap are taken here, with the state the
        // gap holds, so that a traced run skips exactly the cycles an untraced one does
        // (window starts, and with them the model's results, never depend on tracing).
        while self.ctx.tracing && self.next_sample < next {
            let at = self.next_sample.max(self.now);
            let (units, mem) = (&self.units, &self.shared.mem);
            sample_counters(units, mem, self.ctx, self.sink, at, &mut self.last_sample);
            self.next_sample = at - at % COUNTER_PERIOD + COUNTER_PERIOD;
        }
        self.now = next;
        Ok(true)
    }

    /// The first cycle something of a subslice is due, as their threads' candidates stand.
    fn next_event(&mut self) -> u64 {
        let next = self.units.iter_mut().map(|u| u.next_event()).min();
        next.unwrap_or(u64::MAX)
    }

    /// The end-of-kernel data-cache flush after the last thread; returns the kernel's cycles.
    pub(super) fn flush(&mut self) -> u64 {
        // every send's finish in (each ended thread's were, before its slot was freed)
        let ctx = self.ctx;
        self.units.iter_mut().for_each(|u| u.take_in_finishes(ctx));
        // the kernel ends when its last thread has ended and its slot is free (not at the end
        // of the window that noticed)
        let last_event = self.units.iter().map(|u| u.counters.last_event).max();
        let last_release = self.units.iter().map(|u| u.counters.last_release).max();
        let now = last_release.unwrap_or(0);
        let flush_start = last_event.unwrap_or(0).max(now);
        let end = self.shared.mem.flush(flush_start);
        let s = Sample::take(&self.units, &self.shared.mem, end.max(now), 0);
        self.timeline.last_sample(s);
        if self.ctx.tracing && end > flush_start {
            self.sink.event(TraceEvent::Machine {
                track: "memory",
                name: "end-of-kernel L3 flush",
                start: flush_start,
                end,
            });
        }
        end.max(now)
    }
}

/// Nothing can issue and nothing is due, but work-groups remain.
fn deadlock(ctx: &Ctx<'_>, units: &[Box<Subslice>]) -> TimingError {
    let group = units
        .iter()
        .flat_map(|u| u.groups.iter().flatten().map(move |g| (u, g)))
        .find(|(_, g)| g.ended < g.threads.len());
    let (id, why) = match group {
        Some((u, g)) => {
            let at_barrier = g
                .threads
                .iter()
                .filter_map(|&t| u.threads[t].as_ref())
                .filter(|th| th.state.barrier_pending())
                .count();
            (
                g.id,
                format!(
                    "{} thread(s) wait ({at_barrier} at a barrier), {} ended",
                    g.threads.len() - g.ended,
                    g.ended
                ),
            )
        }
        None => ([0; 3], "no thread can issue".to_string()),
    };
    TimingError::Deadlock {
        kernel: ctx.name.to_string(),
        group: id,
        why,
    }
}

/// The error of a timed run stopped early, with the partial stats and where every resident
/// thread was.
fn stopped(
    ctx: &Ctx<'_>,
    units: &[Box<Subslice>],
    threads: u64,
    now: u64,
    reason: String,
) -> TimingError {
    let live = units.iter().flat_map(|u| {
        u.threads.iter().flatten().map(move |th| {
            let group = u.groups[th.group].as_ref().map_or([0; 3], |g| g.id);
            eu_model::where_is(ctx.code, &th.state, group)
        })
    });
    let issued: u64 = units.iter().map(|u| u.counters.issued).sum();
    TimingError::Stopped {
        kernel: ctx.name.to_string(),
        reason,
        instructions: issued,
        cycles: now,
        threads,
        where_: eu_model::where_listed(live),
    }
}
