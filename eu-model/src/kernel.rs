//! A kernel decoded once for execution: instructions in order, their byte offsets, and an
//! offset-to-index map so the stepper finds the instruction at `ip` in constant time.

use isa::message::{Message, MessageError};
use isa::{DescOperand, ExecClass, Instruction};
use thiserror::Error;

use crate::exec;
use crate::exec::fast::{self, general::GeneralPlan, FastPlan};

/// Error building a [`Kernel`].
#[derive(Debug, Error, PartialEq, Eq)]
pub enum KernelError {
    /// Instruction offsets are not increasing multiples of 8.
    #[error("instruction {index} at byte offset 0x{offset:x} is out of order or misaligned")]
    BadOffset {
        /// Index of the instruction.
        index: usize,
        /// Its offset.
        offset: u32,
    },
    /// The kernel binary does not decode.
    #[error("kernel does not decode: {0}")]
    Decode(#[from] isa::DecodeError),
}

/// Decoded kernel code.
#[derive(Clone, Debug, Default)]
pub struct Kernel {
    insts: Vec<Instruction>,
    offsets: Vec<u32>,
    /// `index[ip / 8]` = instruction index + 1, or 0 where no instruction starts.
    index: Vec<u32>,
    end: u32,
    /// Specialised plans of the frequent forms, one per instruction (`None`: the general
    /// plan runs it).
    plans: Vec<Option<FastPlan>>,
    /// General plans, one per ALU / extended-math instruction (`None` for control flow,
    /// sends, `wait`, `nop` and illegal instructions, which the stepper runs itself).
    general: Vec<Option<Box<GeneralPlan>>>,
    fast_path: bool,
    /// Send messages decoded once, one per instruction: `None` for other instructions and for
    /// sends whose descriptors come from `a0` (decoded at the send).
    messages: Vec<Option<Result<Message, MessageError>>>,
    /// Operands of the sends whose message and registers are fixed, checked once, one per
    /// instruction (`None`: checked at the send).
    send_operands: Vec<Option<exec::send::Operands>>,
    /// The generation the code was built for (Gen9 unless built by [`Kernel::from_offsets_for`]).
    platform: isa::Platform,
    /// Run ALU instructions on the per-channel reference evaluator instead of the plans.
    #[cfg(any(test, feature = "oracle"))]
    oracle: bool,
}

/// `thread N of group [x, y, z] at IP 0x..: <instruction>`: where thread `t` of `code`
/// stopped (the text of a run stopped early).
pub fn where_is(code: &Kernel, t: &crate::ThreadState, group: [u32; 3]) -> String {
    let ip = t.ip();
    let text = code
        .at(ip)
        .map(|(_, inst)| isa::format_instruction(inst).trim().to_string())
        .unwrap_or_else(|| "(no instruction)".into());
    format!("{} of group {group:?} at IP {ip:#x}: {text}", t.id)
}

/// Threads a stopped run's message names one by one ([`where_listed`]); the rest are
/// counted.
pub const WHERE_LISTED: usize = 4;

/// The text of a stopped run's threads, each from [`where_is`]: the first
/// [`WHERE_LISTED`] joined by `; `, then how many more there were.
pub fn where_listed(mut places: impl Iterator<Item = String>) -> String {
    let first: Vec<String> = places.by_ref().take(WHERE_LISTED).collect();
    let more = places.count();
    let mut text = first.join("; ");
    if more > 0 {
        text.push_str(&format!("; and {more} more thread(s)"));
    }
    text
}

impl Kernel {
    /// Build from instructions laid out back to back (8 bytes when compacted, 16 otherwise),
    /// starting at offset 0.
    pub fn from_instructions(insts: Vec<Instruction>) -> Kernel {
        let mut off = 0u32;
        let mut with_offsets = Vec::with_capacity(insts.len());
        for i in insts {
            let len = if i.compacted { 8 } else { 16 };
            with_offsets.push((off, i));
            off += len;
        }
        Kernel::from_offsets(with_offsets).expect("offsets built in order")
    }

    /// Decode a kernel binary (the kernel heap as ocloc emits it) once, for execution.
    pub fn decode(bytes: &[u8]) -> Result<Kernel, KernelError> {
        Kernel::from_offsets(isa::decode_kernel(bytes)?)
    }

    /// Build from `(byte offset, instruction)` pairs of `platform` (as
    /// `isa::decode_kernel_for` produces them): the generation's differences from Gen9 are
    /// resolved here, once ([`crate::platform::rules`]).
    pub fn from_offsets_for(
        platform: isa::Platform,
        mut list: Vec<(u32, Instruction)>,
    ) -> Result<Kernel, KernelError> {
        let rules = crate::platform::rules(platform);
        for (_, inst) in &mut list {
            rules.lower(inst);
        }
        let mut k = Kernel::from_offsets(list)?;
        k.platform = platform;
        Ok(k)
    }

    /// Build from Gen9 `(byte offset, instruction)` pairs (as a decoder produces them).
    pub fn from_offsets(list: Vec<(u32, Instruction)>) -> Result<Kernel, KernelError> {
        let mut insts = Vec::with_capacity(list.len());
        let mut offsets = Vec::with_capacity(list.len());
        let mut end = 0u32;
        for (index, (offset, inst)) in list.into_iter().enumerate() {
            // Kernels are far below 16 MiB; larger offsets are malformed input.
            if !offset.is_multiple_of(8) || offset < end || offset >= (1 << 24) {
                return Err(KernelError::BadOffset { index, offset });
            }
            end = offset + if inst.compacted { 8 } else { 16 };
            offsets.push(offset);
            insts.push(inst);
        }
        let mut index = vec![0u32; (end / 8) as usize + 1];
        for (k, &o) in offsets.iter().enumerate() {
            index[(o / 8) as usize] = k as u32 + 1;
        }
        let plans = insts.iter().map(fast::plan).collect();
        let messages: Vec<_> = insts.iter().map(static_message).collect();
        let send_operands = insts
            .iter()
            .zip(&messages)
            .map(|(inst, m)| exec::send::fixed_operands(inst, m.as_ref()))
            .collect();
        let general = insts
            .iter()
            .zip(&offsets)
            .map(|(inst, &ip)| {
                matches!(
                    inst.opcode.class(),
                    ExecClass::Alu | ExecClass::ExtendedMath
                )
                .then(|| Box::new(fast::general::plan(inst, ip)))
            })
            .collect();
        Ok(Kernel {
            insts,
            offsets,
            index,
            end,
            plans,
            general,
            fast_path: true,
            messages,
            send_operands,
            platform: isa::Platform::Gen9,
            #[cfg(any(test, feature = "oracle"))]
            oracle: false,
        })
    }

    /// The instruction starting at byte offset `ip` and its index.
    #[inline]
    pub fn at(&self, ip: u32) -> Option<(usize, &Instruction)> {
        if !ip.is_multiple_of(8) {
            return None;
        }
        let k = *self.index.get((ip / 8) as usize)?;
        if k == 0 {
            return None;
        }
        let k = k as usize - 1;
        Some((k, &self.insts[k]))
    }

    /// The specialised plan of instruction `index`, when specialised plans are enabled.
    #[inline]
    pub(crate) fn plan(&self, index: usize) -> Option<&FastPlan> {
        if self.fast_path {
            self.plans[index].as_ref()
        } else {
            None
        }
    }

    /// The message of send instruction `index`, decoded when the kernel was built (`None` for
    /// other instructions and for sends with a descriptor in `a0`).
    #[inline]
    pub fn message(&self, index: usize) -> Option<&Result<Message, MessageError>> {
        self.messages.get(index)?.as_ref()
    }

    /// The operands of send instruction `index` checked when the kernel was built (`None`
    /// for other instructions and for sends checked at the send).
    #[inline]
    pub(crate) fn send_operands(&self, index: usize) -> Option<&exec::send::Operands> {
        self.send_operands.get(index)?.as_ref()
    }

    /// The general plan of instruction `index` (every ALU / extended-math instruction has
    /// one), unless the reference evaluator was selected.
    #[inline]
    pub(crate) fn general(&self, index: usize) -> Option<&GeneralPlan> {
        #[cfg(any(test, feature = "oracle"))]
        if self.oracle {
            return None;
        }
        self.general[index].as_deref()
    }

    /// Enable or disable the specialised plans of the frequent instruction forms (on by
    /// default); disabled, the general plan runs every ALU instruction. Both compute
    /// identical results; disabling them is for differential testing (see also
    /// [`Kernel::set_oracle`]).
    pub fn set_specialised_plans(&mut self, enabled: bool) {
        self.fast_path = enabled;
    }

    /// Run ALU instructions on the per-channel reference evaluator (test oracle) instead of
    /// the planned engine.
    #[cfg(any(test, feature = "oracle"))]
    pub fn set_oracle(&mut self, enabled: bool) {
        self.oracle = enabled;
    }

    /// Whether instruction `index` runs through the planned engine (every ALU and
    /// extended-math instruction does).
    pub fn is_planned(&self, index: usize) -> bool {
        self.general.get(index).is_some_and(|p| p.is_some())
            || self.plans.get(index).is_some_and(|p| p.is_some())
    }

    /// Number of instructions that have a specialised plan.
    pub fn fast_path_instructions(&self) -> usize {
        self.plans.iter().filter(|p| p.is_some()).count()
    }

    /// Byte offset just after the instruction starting at `ip`.
    pub fn next_ip(&self, ip: u32) -> Option<u32> {
        self.at(ip)
            .map(|(_, i)| ip + if i.compacted { 8 } else { 16 })
    }

    /// The generation the code was built for.
    pub fn platform(&self) -> isa::Platform {
        self.platform
    }

    /// The instructions, in order.
    pub fn instructions(&self) -> &[Instruction] {
        &self.insts
    }

    /// Byte offsets of the instructions.
    pub fn offsets(&self) -> &[u32] {
        &self.offsets
    }

    /// Byte size of the code.
    pub fn len_bytes(&self) -> u32 {
        self.end
    }
}

/// The message of a send with immediate descriptors, decoded once.
fn static_message(inst: &Instruction) -> Option<Result<Message, MessageError>> {
    let info = inst.send?;
    match (info.desc, info.ex_desc) {
        (DescOperand::Imm(desc), DescOperand::Imm(ex_desc)) => Some(isa::message::decode(
            info.sfid,
            desc,
            ex_desc,
            inst.exec_size,
        )),
        _ => None,
    }
}

#[cfg(test)]
mod where_tests {
    use super::*;

    #[test]
    fn a_stopped_runs_threads_are_named_up_to_four_then_counted() {
        let places = |n: usize| (0..n).map(|i| format!("t{i}"));
        assert_eq!(where_listed(places(0)), "");
        assert_eq!(where_listed(places(2)), "t0; t1");
        assert_eq!(where_listed(places(4)), "t0; t1; t2; t3");
        assert_eq!(
            where_listed(places(168)),
            "t0; t1; t2; t3; and 164 more thread(s)"
        );
    }
}
