//! Functional execution: the threads of a work-group interleaved until each ends or waits at
//! a barrier; a barrier releases when every live thread of the group waits at it.
//! Deterministic: threads are visited in order.
//!
//! With one host thread, work-groups run one after another in group order. With more
//! (`RunOptions::threads`), groups run in batches on all threads, each against a speculative
//! view of global memory ([`Memory::speculative`]) that keeps its writes to itself and records
//! the 64-byte lines it read and wrote. Views are then committed in group order; a group that
//! read a line an earlier group of its batch wrote is run again on the committed memory
//! before it commits. Every group therefore sees exactly the memory it would see in the
//! sequential run, and outputs, stats and errors are byte-identical for any thread count,
//! global atomics and racing writes included: the sequential group order is the commit order.
//! Groups that communicate through global memory within a batch are re-run (correct, slower).
//! Reads of scratch (private memory, per-thread slots every group reuses) are not conflicts:
//! a thread reads there what it wrote itself. A kernel that reads private memory it never
//! wrote (undefined in OpenCL C) may see another group's data than in a one-thread run.

use super::setup::Prepared;
use super::shared::GroupShared;
use super::{Profile, RunOptions, SimError, Stats};
use crate::program::Kernel;
use eu_model::dispatch::{PayloadLayout, R0Fields, Walker};
use eu_model::{StepOutcome, ThreadId, ThreadState};
use memory_model::{Memory, Overlay, Surfaces};
use rustc_hash::FxHashSet;

/// Decodes a kernel's machine code for execution on `platform` (the machine's generation,
/// which the program's device family matches: `program::check_generation`).
pub fn decode(kernel: &Kernel, platform: isa::Platform) -> Result<eu_model::Kernel, SimError> {
    let insts = isa::decode_kernel_for(platform, kernel.isa())
        .map_err(|e| SimError::Kernel(format!("kernel `{}`: {e}", kernel.name)))?;
    eu_model::Kernel::from_offsets_for(platform, insts)
        .map_err(|e| SimError::Kernel(format!("kernel `{}`: {e}", kernel.name)))
}

/// The payload layout a kernel's thread-payload token asks for.
pub fn payload_layout(kernel: &Kernel, simd: u32) -> Result<PayloadLayout, SimError> {
    let tp = kernel.thread_payload.as_ref().ok_or_else(|| {
        SimError::Kernel(format!(
            "kernel `{}` has no thread payload token",
            kernel.name
        ))
    })?;
    if tp.local_id_flattened_present != 0 || tp.pass_inline_data != 0 || tp.generate_local_id != 0 {
        return Err(SimError::Unsupported(format!(
            "kernel `{}`: thread payload with flattened local IDs, inline data or \
             hardware-generated local IDs",
            kernel.name
        )));
    }
    Ok(PayloadLayout {
        simd_width: simd,
        local_ids: [
            tp.local_id_x_present != 0,
            tp.local_id_y_present != 0,
            tp.local_id_z_present != 0,
        ],
        unused_per_thread_grf: tp.unused_per_thread_constant_present != 0,
    })
}

/// What a kernel's stateful messages can reach.
#[derive(Clone, Copy)]
pub struct Bindings<'a> {
    /// Buffers by binding-table index.
    pub surfaces: &'a Surfaces,
    /// Images by binding-table index.
    pub images: &'a sampler::Images,
    /// Inline sampler states.
    pub samplers: &'a sampler::Samplers,
}

/// Runs every work-group of the launch; with `opts.profile`, also counts the executions of
/// each instruction (the profile of a functional run: no cycles).
pub fn execute(
    kernel: &Kernel,
    simd: u32,
    prepared: &Prepared,
    memory: &mut Memory,
    bindings: Bindings,
    opts: &RunOptions,
) -> Result<(Stats, Option<Profile>), SimError> {
    with_job(kernel, simd, prepared, bindings, opts, |job| {
        execute_job(job, memory)
    })
}

/// [`execute`] of a set-up launch.
fn execute_job(
    job: GroupJob<'_>,
    memory: &mut Memory,
) -> Result<(Stats, Option<Profile>), SimError> {
    let (kernel, simd, opts, code, walker) = (job.kernel, job.simd, job.opts, job.code, job.walker);
    let mut run = Commits {
        job,
        stats: Stats {
            kernel: kernel.name.clone(),
            simd_width: simd,
            functional: true,
            ..Stats::default()
        },
        // executions by instruction, of the groups committed
        counts: vec![
            traces::InstTally::default();
            if opts.profile {
                code.instructions().len()
            } else {
                0
            }
        ],
        total: walker.total_groups(),
    };
    let threads = host_threads(opts.threads);
    if threads <= 1 || run.total < 2 {
        run.sequential(memory)?;
    } else {
        run.batched(memory, threads)?;
    }
    Ok(run.finish())
}

/// Runs `f` on the launch's [`GroupJob`]: its code decoded, payload laid out and walker set.
fn with_job<T>(
    kernel: &Kernel,
    simd: u32,
    prepared: &Prepared,
    bindings: Bindings,
    opts: &RunOptions,
    f: impl FnOnce(GroupJob<'_>) -> Result<T, SimError>,
) -> Result<T, SimError> {
    let (code, layout, walker) = setup(kernel, simd, prepared, opts)?;
    f(GroupJob {
        kernel,
        simd,
        prepared,
        bindings,
        opts,
        code: &code,
        layout: &layout,
        walker: &walker,
    })
}

/// The decoded code, payload layout and walker of a launch.
fn setup(
    kernel: &Kernel,
    simd: u32,
    prepared: &Prepared,
    opts: &RunOptions,
) -> Result<(eu_model::Kernel, PayloadLayout, Walker), SimError> {
    let code = decode(kernel, opts.config.generation.platform())?;
    let layout = payload_layout(kernel, simd)?;
    let range = prepared.range;
    let walker = Walker {
        num_groups: range.groups(),
        local_size: range.local,
        simd_width: simd,
        group_origin: prepared.range.group_origin,
    };
    Ok((code, layout, walker))
}

/// The global memory lines (64-byte line numbers, sorted) a work-group read and wrote.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GroupLines {
    /// Lines read (scratch excluded).
    pub read: Vec<u64>,
    /// Lines written.
    pub written: Vec<u64>,
}

/// Runs each of `groups` (linear indices) alone on a speculative view of `memory` as it is
/// (`memory` does not change) and returns the lines each read and wrote, in the order
/// asked. A group that stops (`opts.max_instructions`) is an error.
pub fn group_lines(
    kernel: &Kernel,
    simd: u32,
    prepared: &Prepared,
    memory: &Memory,
    bindings: Bindings,
    opts: &RunOptions,
    groups: &[u64],
) -> Result<Vec<GroupLines>, SimError> {
    with_job(kernel, simd, prepared, bindings, opts, |job| {
        job_lines(&job, memory, groups)
    })
}

/// [`group_lines`] of a set-up launch.
fn job_lines(
    job: &GroupJob<'_>,
    memory: &Memory,
    groups: &[u64],
) -> Result<Vec<GroupLines>, SimError> {
    let (kernel, opts) = (job.kernel, job.opts);
    let mut bufs = GroupBufs::default();
    groups
        .iter()
        .map(|&g| {
            let mut view = job.view(memory);
            let r = job.run(g, &mut view, opts.max_instructions, &mut bufs)?;
            if let Some(at) = r.stopped {
                return Err(SimError::Kernel(format!(
                    "kernel `{}`: work-group {g} stopped at {at}",
                    kernel.name
                )));
            }
            let o = view.into_overlay();
            Ok(GroupLines {
                read: sorted(o.lines_read()),
                written: sorted(o.lines_written()),
            })
        })
        .collect()
}

/// The lines of `lines`, sorted.
fn sorted(lines: impl Iterator<Item = u64>) -> Vec<u64> {
    let mut v: Vec<u64> = lines.collect();
    v.sort_unstable();
    v
}

/// The groups of a launch committed so far, in group order: the stats and profile counts.
struct Commits<'a> {
    job: GroupJob<'a>,
    stats: Stats,
    counts: Vec<traces::InstTally>,
    total: u64,
}

impl Commits<'_> {
    /// Adds a finished group's result.
    fn done(&mut self, r: GroupResult) {
        for (c, x) in self.counts.iter_mut().zip(&r.counts) {
            c.add(x);
        }
        let stats = &mut self.stats;
        stats.threads += r.threads;
        stats.instructions += r.instructions;
        stats.messages.add(&r.messages);
        stats.work_groups += 1;
        if let Some(p) = &self.job.opts.progress {
            p.report(super::ProgressUpdate {
                groups_done: stats.work_groups,
                groups_total: self.total,
                cycle: None,
            });
        }
    }

    /// What ran before a stop: the stats so far plus the stopping group's partial counts.
    fn stopped(&self, r: GroupResult, reason: String) -> SimError {
        let mut stats = self.stats.clone();
        stats.threads += r.threads;
        stats.instructions += r.instructions;
        stats.messages.add(&r.messages);
        stats.incomplete = true;
        SimError::Stopped {
            kernel: self.job.kernel.name.clone(),
            reason,
            instructions: stats.instructions,
            cycles: 0,
            where_: r.stopped.unwrap_or_default(),
            stats: Box::new(stats),
        }
    }

    /// Why a group stopped: the stop flag, else the instruction limit.
    fn reason(&self) -> String {
        if self.job.opts.stop_requested() {
            "interrupted".to_string()
        } else {
            format!(
                "--max-instructions {} reached",
                self.job.opts.max_instructions
            )
        }
    }

    /// Instructions left of the run's limit.
    fn budget(&self) -> u64 {
        self.job.opts.max_instructions - self.stats.instructions
    }

    /// Commits a group's result, or ends the run when the group stopped.
    fn commit(&mut self, r: GroupResult) -> Result<(), SimError> {
        if r.stopped.is_some() {
            return Err(self.stopped(r, self.reason()));
        }
        self.done(r);
        Ok(())
    }

    /// One host thread: groups one after another on `memory`.
    fn sequential(&mut self, memory: &mut Memory) -> Result<(), SimError> {
        let mut bufs = GroupBufs::default();
        for g in 0..self.total {
            let r = self.job.run(g, memory, self.budget(), &mut bufs)?;
            self.commit(r)?;
        }
        Ok(())
    }

    /// Several host threads: batches of groups on speculative views of `memory`, committed
    /// in group order (a group that read what an earlier one of its batch wrote runs again).
    fn batched(&mut self, memory: &mut Memory, threads: usize) -> Result<(), SimError> {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .map_err(|e| SimError::Kernel(format!("cannot start {threads} host threads: {e}")))?;
        let batch = (threads as u64) * 32;
        let mut bufs = GroupBufs::default();
        let mut first = 0;
        while first < self.total {
            if self.job.opts.stop_requested() {
                return Err(self.stopped(GroupResult::default(), "interrupted".into()));
            }
            let last = (first + batch).min(self.total);
            let runs = self.speculate(&pool, memory, first..last);
            let mut dirty = FxHashSet::default();
            for (g, (r, overlay)) in (first..last).zip(runs) {
                let exact = self.budget();
                let over = r
                    .as_ref()
                    .is_ok_and(|r| r.stopped.is_some() || r.instructions > exact);
                let (r, overlay) = if over || overlay.read_any(&dirty) {
                    // It read what an earlier group of the batch wrote, or ran into the
                    // instruction limit with the batch's budget: run it again on the memory
                    // and with the budget the sequential run would give it.
                    let mut view = self.job.view(memory);
                    let r = self.job.run(g, &mut view, exact, &mut bufs);
                    (r, view.into_overlay())
                } else {
                    (r, overlay)
                };
                let r = r?;
                if r.stopped.is_none() {
                    overlay.written_lines_into(&mut dirty);
                    memory.commit(&overlay);
                }
                self.commit(r)?;
            }
            first = last;
        }
        Ok(())
    }

    /// Runs groups `groups` in parallel, each on its own speculative view of `memory` with
    /// the budget left before the batch.
    fn speculate(
        &self,
        pool: &rayon::ThreadPool,
        memory: &Memory,
        groups: std::ops::Range<u64>,
    ) -> Vec<(Result<GroupResult, SimError>, Overlay)> {
        let budget = self.budget();
        let views: Vec<(u64, Memory)> = groups.map(|g| (g, self.job.view(memory))).collect();
        let job = self.job;
        pool.install(|| {
            use rayon::prelude::*;
            views
                .into_par_iter()
                .map_init(GroupBufs::default, |bufs, (g, mut view)| {
                    let r = job.run(g, &mut view, budget, bufs);
                    (r, view.into_overlay())
                })
                .collect()
        })
    }

    /// The stats of the whole launch and, when profiling, the profile.
    fn finish(mut self) -> (Stats, Option<Profile>) {
        let job = self.job;
        self.stats.work_items = self.total * u64::from(job.walker.group_items());
        let profile = job.opts.profile.then(|| {
            let counts = self.counts.iter().map(super::InstCounts::from).collect();
            Profile::new(&job.kernel.name, job.code, counts)
        });
        (self.stats, profile)
    }
}

/// Host threads for `requested` (0: every available core).
pub fn host_threads(requested: usize) -> usize {
    if requested > 0 {
        requested
    } else {
        std::thread::available_parallelism().map_or(1, |n| n.get())
    }
}

/// What one work-group's run adds to the stats.
#[derive(Default)]
struct GroupResult {
    threads: u64,
    instructions: u64,
    messages: super::MessageCounts,
    /// Set when the group stopped early (its instruction budget ran out, or a stop was
    /// requested): where its live threads were.
    stopped: Option<String>,
    /// Executions, SIMD lanes and bytes by instruction index, when profiling.
    counts: Vec<traces::InstTally>,
}

/// Buffers a work-group's run reuses from the previous group on the same host thread.
#[derive(Default)]
struct GroupBufs {
    slm: Vec<u8>,
    threads: Vec<ThreadState>,
    /// Footprint of the last message, when profiling (its bytes).
    fp: memory_model::Footprint,
}

/// Instructions a thread runs between checks of the stop flag.
const CHUNK: u64 = 1 << 20;

/// Everything a work-group's run needs, shared by all groups of a launch.
#[derive(Clone, Copy)]
struct GroupJob<'a> {
    kernel: &'a Kernel,
    simd: u32,
    prepared: &'a Prepared,
    bindings: Bindings<'a>,
    opts: &'a RunOptions,
    code: &'a eu_model::Kernel,
    layout: &'a PayloadLayout,
    walker: &'a Walker,
}

impl GroupJob<'_> {
    /// A speculative view of `memory` for one group. Scratch and stateless private-memory
    /// slots are per thread of a group and reused by every group: a thread reads back what it
    /// wrote there, so those reads are not conflicts.
    fn view(&self, memory: &Memory) -> Memory {
        let (base, len) = self
            .prepared
            .per_thread_memory(self.walker.threads_per_group());
        memory.speculative_except(base, len)
    }

    /// The threads of work-group `group_id` (linear index `g`) with their payloads written.
    fn dispatch(
        &self,
        g: u64,
        group_id: [u32; 3],
        threads: &mut Vec<ThreadState>,
    ) -> Result<(), SimError> {
        let (kernel, walker, prepared) = (self.kernel, self.walker, self.prepared);
        threads.clear();
        // Thread ids in dispatch order, as if every earlier group had been dispatched.
        let mut next_id = (g as u32).wrapping_mul(walker.threads_per_group());
        for slice in walker.threads() {
            let mut t = ThreadState::new(ThreadId(next_id), self.simd as u8, slice.dispatch_mask);
            next_id = next_id.wrapping_add(1);
            let (scratch_base, per_thread) = prepared.scratch;
            let r0 = R0Fields {
                group_id,
                barrier_id: 0,
                scratch_offset: (scratch_base + u64::from(slice.index) * u64::from(per_thread))
                    as u32,
                // (groups run one at a time, or on speculative views that keep the
                // private-memory slots out of their conflicts: see `view`)
                thread_slot: slice.index,
            };
            self.layout
                .write(&mut t, walker, &slice, &r0, &prepared.cross_thread)
                .ok_or_else(|| {
                    SimError::Kernel(format!(
                        "kernel `{}`: payload does not fit in 128 GRFs",
                        kernel.name
                    ))
                })?;
            threads.push(t);
        }
        Ok(())
    }

    /// Runs work-group `g` (linear index) to its end against `memory`, or until it has
    /// executed `budget` instructions (then [`GroupResult::stopped`] says where it was).
    fn run(
        &self,
        g: u64,
        memory: &mut Memory,
        budget: u64,
        bufs: &mut GroupBufs,
    ) -> Result<GroupResult, SimError> {
        let group_id = self.walker.group_id(g);
        let GroupBufs { slm, threads, fp } = bufs;
        let mut counts = if self.opts.profile {
            vec![traces::InstTally::default(); self.code.instructions().len()]
        } else {
            Vec::new()
        };
        slm.clear();
        slm.resize(self.prepared.slm_bytes as usize, 0);
        self.dispatch(g, group_id, threads)?;
        let mut messages = super::MessageCounts::default();
        let fp = self.opts.profile.then_some(fp);
        let mut shared = GroupShared::new(memory, &self.bindings, slm, &mut messages, fp);
        let mut left = budget;
        loop {
            let mut live = 0;
            for t in threads.iter_mut().filter(|t| !t.is_ended()) {
                match self.run_thread(t, &mut shared, &mut left, &mut counts)? {
                    None => return Ok(self.stopped_at(group_id, threads, messages)),
                    Some(()) if !t.is_ended() => live += 1,
                    Some(()) => {}
                }
            }
            if live == 0 {
                break;
            }
            self.release_barrier(group_id, threads, live)?;
        }
        Ok(GroupResult {
            threads: threads.len() as u64,
            instructions: threads.iter().map(|t| t.instructions_executed()).sum(),
            messages,
            stopped: None,
            counts,
        })
    }

    /// Runs thread `t` until it ends or waits, taking its instructions from `left`. `None`
    /// when the run must stop (the budget ran out, or a stop was requested).
    fn run_thread(
        &self,
        t: &mut ThreadState,
        shared: &mut GroupShared,
        left: &mut u64,
        counts: &mut [traces::InstTally],
    ) -> Result<Option<()>, SimError> {
        let limit = self.opts.max_thread_instructions;
        let exec_err = |source| SimError::Exec {
            kernel: self.kernel.name.clone(),
            source,
            args: String::new(),
        };
        let before = t.instructions_executed();
        let out = loop {
            let ran = t.instructions_executed() - before;
            let chunk = CHUNK.min(limit.saturating_sub(ran)).min(*left);
            let at = t.instructions_executed();
            let out = if self.opts.profile {
                super::functional_profile::run_profiled(t, self.code, shared, chunk, counts)
            } else {
                eu_model::run(t, self.code, shared, chunk)
            }
            .map_err(exec_err)?;
            *left -= t.instructions_executed() - at;
            if out != StepOutcome::Continue || t.instructions_executed() == at {
                break out;
            }
            if *left == 0 || self.opts.stop_requested() {
                return Ok(None);
            }
            if t.instructions_executed() - before >= limit {
                break out;
            }
        };
        if out == StepOutcome::Continue && *left == 0 {
            return Ok(None);
        }
        if out == StepOutcome::Continue && t.instructions_executed() - before > 0 {
            return Err(SimError::Kernel(format!(
                "kernel `{}`: {} executed {} instructions without ending \
                 (max_thread_instructions)",
                self.kernel.name,
                t.id,
                t.instructions_executed()
            )));
        }
        Ok(Some(()))
    }

    /// Every live thread of the group now waits: releases the barrier when the gateway's
    /// rule ([`eu_model::barrier::releases`]) lets it, else the group is deadlocked.
    fn release_barrier(
        &self,
        group: [u32; 3],
        threads: &mut [ThreadState],
        live: usize,
    ) -> Result<(), SimError> {
        let signalled = threads
            .iter()
            .filter(|t| !t.is_ended() && t.barrier_pending())
            .count();
        let ended = threads.iter().filter(|t| t.is_ended()).count();
        if !eu_model::barrier::releases(signalled, threads.len(), ended) {
            return Err(SimError::Deadlock {
                kernel: self.kernel.name.clone(),
                group,
                why: format!(
                    "{live} thread(s) wait ({} at a barrier), {ended} ended",
                    threads.iter().filter(|t| t.barrier_pending()).count()
                ),
            });
        }
        for t in threads.iter_mut() {
            t.notify();
        }
        Ok(())
    }

    /// The partial result of a group stopped early, naming where each live thread was.
    fn stopped_at(
        &self,
        group: [u32; 3],
        threads: &[ThreadState],
        messages: super::MessageCounts,
    ) -> GroupResult {
        let live = threads
            .iter()
            .filter(|t| !t.is_ended())
            .map(|t| eu_model::where_is(self.code, t, group));
        GroupResult {
            threads: threads.len() as u64,
            instructions: threads.iter().map(|t| t.instructions_executed()).sum(),
            messages,
            stopped: Some(eu_model::where_listed(live)),
            counts: Vec::new(),
        }
    }
}
