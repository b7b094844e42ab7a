//! Which channels execute: the dispatch / control-flow mask and the predicate, one definition
//! for every engine (planned ALU forms, control flow, sends).

use isa::{Instruction, PredCtrl, Predicate};

use crate::error::ExecError;
use crate::exec::low_mask;
use crate::operand::At;
use crate::state::ThreadState;

/// Channels enabled by control flow and dispatch (instruction-relative), ignoring the
/// predicate; all channels for NoMask.
#[inline]
pub(crate) fn enabled(st: &ThreadState, inst: &Instruction) -> u32 {
    let full = low_mask(inst.exec_size as u32);
    if inst.no_mask {
        full
    } else {
        (st.active_mask() >> inst.chan_offset as u32) & full
    }
}

/// Predicate value per channel (instruction-relative); all ones without a predicate.
pub(crate) fn predicate(st: &ThreadState, inst: &Instruction, at: At) -> Result<u32, ExecError> {
    let n = inst.exec_size as u32;
    let Some(p) = inst.predicate else {
        return Ok(low_mask(n));
    };
    let flag = st.flag(p.flag.reg as usize);
    let base = p.flag.subreg as u32 * 16;
    if p.ctrl == PredCtrl::Normal && base + at.chan_offset + n <= 32 {
        let full = low_mask(n);
        let bits = (flag >> (base + at.chan_offset)) & full;
        return Ok(if p.invert { !bits & full } else { bits });
    }
    if let Some(out) = replicated(st, &p, flag, base, n, at)? {
        return Ok(out);
    }
    if matches!(p.ctrl, PredCtrl::AnyV | PredCtrl::AllV) {
        return any_all_v(st, &p, base, n, at);
    }
    grouped(st, &p, flag, base, n, at)
}

/// An Align16 replicate predicate (`.x` to `.w`), or `None` for other controls.
fn replicated(
    st: &ThreadState,
    p: &Predicate,
    flag: u32,
    base: u32,
    n: u32,
    at: At,
) -> Result<Option<u32>, ExecError> {
    // Align16 replicate: every channel of a 4-channel group reads the flag bit of one
    // component of that group.
    let replicate = match p.ctrl {
        PredCtrl::X => Some(0),
        PredCtrl::Y => Some(1),
        PredCtrl::Z => Some(2),
        PredCtrl::W => Some(3),
        _ => None,
    };
    if let Some(comp) = replicate {
        let mut out = 0u32;
        for i in 0..n {
            let c = at.chan_offset + i;
            let bit = base + (c & !3) + comp;
            if bit >= 32 {
                return Err(at.invalid(st, format!("predicate reads flag bit {bit}")));
            }
            if ((flag >> bit) & 1 != 0) != p.invert {
                out |= 1 << i;
            }
        }
        return Ok(Some(out));
    }
    Ok(None)
}

/// An `.anyv` / `.allv` predicate.
fn any_all_v(st: &ThreadState, p: &Predicate, base: u32, n: u32, at: At) -> Result<u32, ExecError> {
    // `.anyv` / `.allv`: any / all of the flag registers (f0 and f1) in the channel's own
    // bit position (PRM Volume 2a, predicate control: "any/all from f0.0-f1.0 on the
    // same channel"); the subregister selects the half of each register.
    if base + at.chan_offset + n > 32 {
        return Err(at.invalid(
            st,
            format!("predicate reads flag bit {}", base + at.chan_offset + n - 1),
        ));
    }
    let full = low_mask(n);
    let (f0, f1) = (st.flag(0), st.flag(1));
    let (a, b) = (
        (f0 >> (base + at.chan_offset)) & full,
        (f1 >> (base + at.chan_offset)) & full,
    );
    let bits = if p.ctrl == PredCtrl::AnyV {
        a | b
    } else {
        a & b
    };
    Ok(if p.invert { !bits & full } else { bits })
}

/// A horizontal any/all predicate over groups of 2 to 32 channels (or a normal one that
/// crosses the flag register's end, which is an error).
fn grouped(
    st: &ThreadState,
    p: &Predicate,
    flag: u32,
    base: u32,
    n: u32,
    at: At,
) -> Result<u32, ExecError> {
    let group = match p.ctrl {
        PredCtrl::Normal => 1,
        PredCtrl::Align16Any4h | PredCtrl::Align16All4h => 4,
        PredCtrl::Any2h | PredCtrl::All2h => 2,
        PredCtrl::Any4h | PredCtrl::All4h => 4,
        PredCtrl::Any8h | PredCtrl::All8h => 8,
        PredCtrl::Any16h | PredCtrl::All16h => 16,
        PredCtrl::Any32h | PredCtrl::All32h => 32,
        other => {
            return Err(at.invalid(st, format!("predicate control {other:?} in this form")));
        }
    };
    let all = matches!(
        p.ctrl,
        PredCtrl::Align16All4h
            | PredCtrl::All2h
            | PredCtrl::All4h
            | PredCtrl::All8h
            | PredCtrl::All16h
            | PredCtrl::All32h
    );
    let mut out = 0u32;
    for i in 0..n {
        let c = at.chan_offset + i;
        let start = base + (c / group) * group;
        if start + group > 32 {
            return Err(at.invalid(
                st,
                format!(
                    "predicate reads flag bit {} beyond f{}",
                    start + group - 1,
                    p.flag.reg
                ),
            ));
        }
        let bits = (flag >> start) & low_mask(group);
        let v = if all {
            bits == low_mask(group)
        } else {
            bits != 0
        };
        if v != p.invert {
            out |= 1 << i;
        }
    }
    Ok(out)
}
