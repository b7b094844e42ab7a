//! The hot part of each instruction's timing record: what the issue loop reads for every
//! instruction (class, channels, cost, and the scoreboard entries it checks and writes), in
//! one cache line per instruction of a dense array, apart from the rest of the record
//! ([`InstTiming`]: the register ranges, the trace name) and from the threads' state.

use super::scoreboard::write_list;
use super::{pipe_code, Cost, InstTiming, PipeChoice};
use isa::ExecClass;

/// Entries a hot record lists inline for the scoreboard check.
const CHECK_INLINE: usize = 22;
/// Entries a hot record lists inline for the scoreboard write.
const WRITE_INLINE: usize = 16;
/// `n_check` of an instruction whose register accesses depend on the thread's state.
const DYNAMIC: u8 = u8::MAX;
/// `n_check` or `n_write` of a fixed-access list too long to hold inline: the full record
/// ([`InstTiming::fixed`]) has it.
const SPILLED: u8 = u8::MAX - 1;

/// The hot part of one instruction's [`InstTiming`] (one cache line).
#[repr(C, align(64))]
#[derive(Clone, Copy)]
pub struct InstHot {
    /// Its pipe, occupancy and latency (fixed accesses only).
    pub cost: Cost,
    /// Channels it covers (exec size shifted by the channel offset).
    pub window: u32,
    /// Its execution class.
    pub class: ExecClass,
    /// Channels in `window`.
    pub slots: u8,
    /// `(W)`: runs on every channel of the window.
    pub no_mask: bool,
    /// `{NoDDChk}`: its destinations are not checked.
    pub no_dd_chk: bool,
    /// Bytes it takes in the instruction stream.
    pub bytes: u8,
    /// `cost.pipe`'s code ([`super::pipe_code`]).
    pub pipe_code: u8,
    n_check: u8,
    n_write: u8,
    check: [u8; CHECK_INLINE],
    writes: [u8; WRITE_INLINE],
}

// one cache line per instruction
const _: () = assert!(std::mem::size_of::<InstHot>() == 64);
// `check` and `writes` give nothing for a spilled or dynamic length
const _: () = assert!(SPILLED as usize > CHECK_INLINE);
const _: () = assert!(SPILLED as usize > WRITE_INLINE);

impl InstHot {
    /// The hot record of `rec`.
    pub fn of(rec: &InstTiming) -> Self {
        let mut hot = InstHot {
            cost: Cost {
                pipe: PipeChoice::None,
                occupancy: 0,
                latency: 0,
            },
            window: rec.window,
            class: rec.class,
            slots: rec.slots,
            no_mask: rec.no_mask,
            no_dd_chk: rec.no_dd_chk,
            bytes: rec.bytes,
            pipe_code: pipe_code(PipeChoice::None),
            n_check: DYNAMIC,
            n_write: DYNAMIC,
            check: [0; CHECK_INLINE],
            writes: [0; WRITE_INLINE],
        };
        if let Some(a) = &rec.fixed {
            hot.cost = a.cost;
            hot.pipe_code = pipe_code(a.cost.pipe);
            hot.n_check = inline(&a.check, &mut hot.check);
            hot.n_write = inline(&write_list(&a.acc), &mut hot.writes);
        }
        hot
    }

    /// The instruction's register accesses depend on the thread's state (its record has no
    /// fixed accesses).
    #[inline]
    pub fn dynamic(&self) -> bool {
        self.n_check == DYNAMIC
    }

    /// The scoreboard entries its issue checks, when held inline (fixed accesses).
    #[inline]
    pub fn check(&self) -> Option<&[u8]> {
        self.check.get(..usize::from(self.n_check))
    }

    /// The scoreboard entries it writes, when held inline (fixed accesses).
    #[inline]
    pub fn writes(&self) -> Option<&[u8]> {
        self.writes.get(..usize::from(self.n_write))
    }
}

/// Copies `list` into `to` and gives its length, or [`SPILLED`] when it does not fit.
fn inline<const N: usize>(list: &[u8], to: &mut [u8; N]) -> u8 {
    match to.get_mut(..list.len()) {
        Some(dst) => {
            dst.copy_from_slice(list);
            list.len() as u8
        }
        None => SPILLED,
    }
}

/// The hot record of every instruction of `analysed`, in order.
pub fn hot_records(analysed: &[InstTiming]) -> Vec<InstHot> {
    analysed.iter().map(InstHot::of).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_lists_are_held_inline_and_long_ones_spilled() {
        let mut to = [0u8; 4];
        assert_eq!(inline(&[7, 9], &mut to), 2);
        assert_eq!(&to[..2], &[7, 9]);
        assert_eq!(inline(&[1, 2, 3, 4, 5], &mut to), SPILLED);
    }
}
