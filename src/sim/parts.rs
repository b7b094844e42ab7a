//! Non-uniform NDRanges (OpenCL 2.0: a global size the local size does not divide), run as
//! Intel's runtime dispatches them: one walker per uniform part (the full groups, then the
//! smaller last group of each dimension), one after the other on the same memory, each with
//! its own group size and first group ID.
//!
//! Timed, each part is its own timing run on a machine that starts idle (caches cold, no
//! thread of the previous part still running), and the cycles add up: the dispatch of
//! consecutive walkers with the pipeline drained between them. Its cycles are an upper
//! bound of a command streamer that overlaps the walkers and keeps the caches warm.

use crate::program::Kernel;
use crate::sim::functional::{self, Bindings};
use crate::sim::profile::Profile;
use crate::sim::setup::{NdRange, Prepared};
use crate::sim::{RunOptions, SimError, Stats};
use memory_model::Memory;
use traces::TraceSink;

/// Runs `parts` of `prepared`'s NDRange one after the other, functionally or timed as `opts`
/// says; the stats are the whole range's.
#[allow(clippy::too_many_arguments)]
pub fn execute<S: TraceSink>(
    k: &Kernel,
    simd: u32,
    prepared: &Prepared,
    parts: Vec<NdRange>,
    memory: &mut Memory,
    bindings: Bindings,
    opts: &RunOptions,
    sink: &mut S,
) -> Result<(Stats, Option<Profile>), SimError> {
    if opts.sample.is_some() && !opts.functional {
        return Err(SimError::Unsupported(format!(
            "kernel `{}`: a non-uniform NDRange (global {:?}, local {:?}) cannot be sampled \
             (--sample is for uniform work-groups); time it in full",
            k.name,
            &prepared.range.global[..prepared.range.dims as usize],
            &prepared.range.enqueued[..prepared.range.dims as usize],
        )));
    }
    let mut total = Stats::default();
    let mut timed = Vec::new();
    let mut profile: Option<Profile> = None;
    for part in parts {
        let p = prepared.for_part(k, part)?;
        let (s, prof) = if opts.functional {
            functional::execute(k, simd, &p, memory, bindings, opts)?
        } else {
            crate::sim::timing::execute_traced(k, simd, &p, memory, bindings, opts, sink)?
        };
        total.kernel = s.kernel;
        total.simd_width = s.simd_width;
        total.functional = s.functional;
        total.cycles += s.cycles;
        total.threads += s.threads;
        total.instructions += s.instructions;
        total.work_groups += s.work_groups;
        total.work_items += s.work_items;
        total.messages.add(&s.messages);
        if let Some(t) = s.timing {
            timed.push((s.cycles, t));
        }
        profile = match (profile, prof) {
            (Some(a), Some(b)) => Some(add_profile(a, &b)),
            (a, b) => a.or(b),
        };
    }
    total.timing = timing::sequence::sequence(&timed);
    Ok((total, profile))
}

/// `a` with the counts of `b` (a profile of the same kernel) added.
fn add_profile(mut a: Profile, b: &Profile) -> Profile {
    for (x, y) in a.instructions.iter_mut().zip(&b.instructions) {
        x.counts.add(&y.counts);
    }
    for (x, y) in a.blocks.iter_mut().zip(&b.blocks) {
        x.entries += y.entries;
        x.counts.add(&y.counts);
    }
    a
}
