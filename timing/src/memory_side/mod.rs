//! The memory side beyond the L3: the last-level cache the GPU shares with the CPU cores
//! ([`llc`]) and the path to DRAM ([`dram`]) with its banks ([`banks`]).

mod banks;
mod dram;
mod llc;

pub(crate) use banks::BankTiming;
pub(crate) use dram::{Dram, DramRows};
pub(crate) use llc::{Llc, LlcShape};
