//! The run of a kernel on the timing model: windows in which the subslices advance on their
//! own, and the ends of windows where the shared memory system serves what they sent, threads
//! that ended free their slots and the dispatcher places work-groups.

use super::counters::{sample_counters, LastSample, COUNTER_PERIOD};
use super::deferred;
use super::groups::{pick_subslice, GroupNeeds, Placement};
use super::unit::{Ctx, Shared, Subslice};
use crate::sim::setup::Prepared;
use crate::sim::{ProgressUpdate, RunOptions, SimError, Stats};
use eu_model::dispatch::{PayloadLayout, Walker};
use timing::engine::chooser::Chooser;
use timing::engine::parts_per_subslice;
use timing::engine::team::Team;
use traces::{TraceEvent, TraceSink};

/// Instructions issued in a window below which the next window runs on the calling thread:
/// handing a short window to the host threads costs more than it saves (the result is the
/// same either way).
const PARALLEL_MIN_ISSUES: u64 = 256;

/// The work-group dispatcher: which group is next and what a group needs.
pub(super) struct Dispatch<'p> {
    pub(super) walker: &'p Walker,
    pub(super) layout: &'p PayloadLayout,
    pub(super) prepared: &'p Prepared,
    pub(super) needs: GroupNeeds,
    pub(super) next_group: u64,
    /// Thread numbers, GPU-wide.
    pub(super) next_id: u32,
}

/// A run in progress.
pub(super) struct Run<'r, 'a, S: TraceSink> {
    pub(super) ctx: &'r Ctx<'a>,
    pub(super) units: Vec<Subslice>,
    pub(super) shared: Shared<'a>,
    pub(super) dispatch: Dispatch<'r>,
    pub(super) stats: Stats,
    pub(super) sink: &'r mut S,
    pub(super) opts: &'r RunOptions,
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
    /// EU-cycles with a pipe busy, and with a thread resident (enabled EUs, summed).
    pub(super) eu_active: u64,
    pub(super) eu_nonidle: u64,
}

impl Sample {
    /// The machine's counts at `cycle` (EU residency accounted up to it without changing
    /// the EUs' own accounting).
    fn take(units: &[Subslice], mem: &timing::MemoryTiming, cycle: u64, resident: u64) -> Self {
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
            eu_active,
            eu_nonidle,
        }
    }
}

/// Tells the helper threads to end however the run ends.
struct Quit<'t>(&'t Team<Subslice>);

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
    pub(super) fn run_windows(&mut self, host: usize, window: u64) -> Result<(), SimError> {
        let team = Team::new(host - 1);
        let ctx = self.ctx;
        std::thread::scope(|scope| {
            for h in 0..host - 1 {
                let team = &team;
                scope.spawn(move || team.serve(h, &|u: &mut Subslice, b| u.advance(ctx, b)));
            }
            let _quit = Quit(&team);
            let mut chooser = Chooser::new();
            // every window on the host threads, whatever they cost: for tests of the
            // parallel path (the results are the same either way)
            let forced = std::env::var_os("EUSIM_TIMING_ALWAYS_PARALLEL").is_some();
            let mut last_issued = 0u64;
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
                    .min(self.opts.max_cycles.saturating_add(1))
                    .max(self.now + 1);
                for u in &mut self.units {
                    u.check_warm(self.now);
                }
                let before = self.issued();
                let started = std::time::Instant::now();
                let worth_it = host > 1 && (forced || last_issued >= PARALLEL_MIN_ISSUES);
                if worth_it && (forced || chooser.parallel()) {
                    chooser.split += u64::from(self.advance_split(&team, host, end));
                } else {
                    self.units.iter_mut().for_each(|u| u.advance(ctx, end));
                }
                last_issued = self.issued() - before;
                if worth_it {
                    chooser.record(last_issued, started.elapsed());
                }
                self.now = end;
            }
        })
    }

    /// Advances every subslice to `end` on the team's threads, the subslices that may be split
    /// in parts (`split.rs`) so that every thread gets the same share.
    /// Returns whether a subslice was split.
    fn advance_split(&mut self, team: &Team<Subslice>, host: usize, end: u64) -> bool {
        let ctx = self.ctx;
        let k = parts_per_subslice(host, self.units.len(), ctx.eus_per_subslice);
        let mut items = Vec::with_capacity(self.units.len() * k);
        let mut shape = Vec::with_capacity(self.units.len());
        let mut split = false;
        for mut u in self.units.drain(..) {
            let parts = if k > 1 && u.can_split(ctx, self.now) {
                u.split(k)
            } else {
                Vec::new()
            };
            shape.push(parts.len());
            split |= !parts.is_empty();
            items.push(u);
            items.extend(parts);
        }
        team.advance(&mut items, end, &|u: &mut Subslice, b| u.advance(ctx, b));
        let mut items = items.into_iter();
        for n in shape {
            let mut u = items.next().expect("a subslice per shape entry");
            if n > 0 {
                u.join(ctx, items.by_ref().take(n).collect());
            }
            self.units.push(u);
        }
        split
    }

    /// Stops the run at a limit or an interrupt (checked when `poll`).
    fn check_limits(&mut self, poll: bool) -> Result<(), SimError> {
        let interrupted = poll && self.opts.stop_requested();
        let (now, opts) = (self.now, self.opts);
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
        Err(stopped(
            self.ctx,
            &self.units,
            self.stats.clone(),
            now,
            reason,
        ))
    }

    /// The end of a window: the recorded sends, the first error of the window, releases,
    /// counters and dispatch. Returns whether every work-group is done.
    fn window_end(&mut self) -> Result<bool, SimError> {
        let (ctx, now) = (self.ctx, self.now);
        deferred::serve_all(&mut self.units, ctx, &mut self.shared, now)?;
        let first_error = self
            .units
            .iter()
            .filter_map(|u| u.error.as_ref().map(|e| (e.0, u.index)))
            .min();
        if let Some((_, i)) = first_error {
            return Err(self.units[i].error.take().expect("an error").1);
        }
        let done_before: u64 = self.units.iter().map(|u| u.counters.work_groups).sum();
        for u in &mut self.units {
            u.apply_releases(ctx, now);
        }
        let done: u64 = self.units.iter().map(|u| u.counters.work_groups).sum();
        if let (Some(p), true) = (&self.opts.progress, done > done_before) {
            p.report(ProgressUpdate {
                groups_done: done,
                groups_total: self.dispatch.walker.total_groups(),
                cycle: Some(now),
            });
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
        Ok(
            self.dispatch.next_group == self.dispatch.walker.total_groups()
                && self
                    .units
                    .iter()
                    .all(|u| u.resident == 0 && u.releases.is_empty()),
        )
    }

    /// Places work-groups while one fits.
    fn place_groups(&mut self) -> Result<(), SimError> {
        let d = &mut self.dispatch;
        while d.next_group < d.walker.total_groups() {
            let Some(ss) = pick_subslice(&self.units, d.needs) else {
                break;
            };
            let p = Placement {
                walker: d.walker,
                layout: d.layout,
                prepared: d.prepared,
                linear: d.next_group,
                barrier: d.needs.barrier,
            };
            self.units[ss].place_group(self.ctx, &p, self.now, &mut d.next_id)?;
            self.stats.threads += d.needs.threads as u64;
            d.next_group += 1;
        }
        Ok(())
    }

    /// Moves the window's start to the first cycle something is due, when that is later;
    /// returns whether it did. Nothing due at all with work left is a deadlock.
    fn skip_idle(&mut self) -> Result<bool, SimError> {
        let next = self.units.iter_mut().map(|u| u.next_event()).min();
        let next = next.unwrap_or(u64::MAX);
        if next == u64::MAX {
            return Err(deadlock(self.ctx, &self.units));
        }
        if next > self.now && (!self.ctx.tracing || next <= self.next_sample) {
            self.now = next;
            return Ok(true);
        }
        Ok(false)
    }

    /// The end-of-kernel data-cache flush after the last thread; returns the kernel's cycles.
    pub(super) fn flush(&mut self) -> u64 {
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
fn deadlock(ctx: &Ctx<'_>, units: &[Subslice]) -> SimError {
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
    SimError::Deadlock {
        kernel: ctx.kernel.name.clone(),
        group: id,
        why,
    }
}

/// The error of a timed run stopped early, with the partial stats and where every resident
/// thread was.
fn stopped(
    ctx: &Ctx<'_>,
    units: &[Subslice],
    mut stats: Stats,
    now: u64,
    reason: String,
) -> SimError {
    let live: Vec<String> = units
        .iter()
        .flat_map(|u| {
            u.threads.iter().flatten().map(move |th| {
                let group = u.groups[th.group].as_ref().map_or([0; 3], |g| g.id);
                crate::sim::functional::where_is(&ctx.code, &th.state, group)
            })
        })
        .collect();
    let issued: u64 = units.iter().map(|u| u.counters.issued).sum();
    stats.instructions = issued;
    stats.cycles = now;
    stats.incomplete = true;
    SimError::Stopped {
        kernel: ctx.kernel.name.clone(),
        reason,
        instructions: issued,
        cycles: now,
        where_: live.join("; "),
        stats: Box::new(stats),
    }
}
