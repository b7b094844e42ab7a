//! The DRAM channel: one FIFO shared by the whole GPU, moving `dram_gbps` (converted to bytes per GPU cycle), with a
//! bounded buffer of write-backs in front of it.
//!
//! Fills and write-backs share the channel's bandwidth: a transfer starts when the channel has
//! finished everything queued before it, so a fill behind a long write-back queue waits. A
//! write-back leaves the L3 into a buffer of `dram_writeback_buffer_lines` entries. Like a
//! memory controller's write drain (writes are posted, and drained at full rate when the write
//! queue fills up), buffered write-backs leave the buffer at the channel's rate counted over
//! write-backs alone: they do not wait behind fills queued earlier. When the buffer is full,
//! the eviction that needs an entry (and with it the data-port message that caused it) waits
//! for the oldest one. Without the drain, an eviction waited for every fill queued before its
//! buffer entries, so more concurrent readers (more EUs, more bandwidth-hungry threads)
//! stalled the data port longer and made streaming kernels slower.
//!
//! Row buffers and the controller: lines map to `dram_banks` banks page by page
//! (`dram_page_bytes` of consecutive addresses per bank, banks in turn), and each line also
//! takes its time in its bank ([`super::banks`]: open-row hits first, tRP / tRCD / tRC per
//! bank, read and write queues of gem5's depths). A line ends when both the channel and its
//! bank have moved it, so streams that stay in their rows run at `dram_gbps`, and streams
//! that keep switching rows of one bank wait for its activations.
//!
//! Read/write turnaround: the data bus idles tWTR + tCL when it turns from writes to reads
//! and tRTW from reads to writes. The controller drains writes in batches of
//! `dram_writes_per_switch` while reads wait (gem5 `min_writes_per_switch`), so each batch of
//! that many write-backs arriving while a fill is still queued costs the channel one round
//! trip; write-backs with no fill pending cost none.

use std::collections::VecDeque;

use super::banks::{BankTiming, Banks};

/// The whole cycle a transfer ending at `t` is done in (ignoring the rounding error that
/// summing fractional line times leaves: 10 x 3.2 must end at 32, not 33).
fn cycle(t: f64) -> u64 {
    (t - 1e-6).ceil().max(0.0) as u64
}

/// State of the DRAM channel.
#[derive(Debug, Clone)]
pub(crate) struct Dram {
    /// Bytes of one line.
    line_bytes: u64,
    /// Cycles one line occupies the channel.
    line_cycles: f64,
    /// Cycles from the end of a fill's transfer until its data is in the L3.
    latency: u64,
    /// When the channel has finished every transfer queued so far.
    free: f64,
    /// When the write-backs alone, drained back to back, have all left the buffer.
    drain_free: f64,
    /// Drain end times of the write-backs in the buffer, oldest first.
    buffered: VecDeque<f64>,
    /// Buffer entries.
    capacity: usize,
    /// The banks (`None`: no row model, every line at the channel's rate).
    banks: Option<Banks>,
    /// When the last transfer ends in its bank.
    last_end: f64,
    /// Channel cycles of one write-to-read-to-write round trip (tWTR + tCL + tRTW).
    turnaround: f64,
    /// Write-backs per turnaround round trip (0: none charged).
    writes_per_switch: u64,
    /// Write-backs so far that arrived while a fill was queued.
    mixed: u64,
    /// When the last fill's transfer ends.
    last_fill_end: f64,
}

/// The DRAM's banks and bus turnaround, in GPU cycles.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct DramRows {
    /// The banks and the controller's queues (`page_bytes` 0: no row model).
    pub(crate) banks: BankTiming,
    /// Cycles of one write-to-read-to-write round trip of the data bus.
    pub(crate) turnaround: f64,
    /// Write-backs per turnaround round trip while fills are queued (0: none charged).
    pub(crate) writes_per_switch: u64,
}

impl Dram {
    #[cfg(test)]
    pub(crate) fn new(line_bytes: u32, at: crate::memory::DramCycles, capacity: u32) -> Self {
        Dram::with_rows(
            line_bytes,
            at,
            capacity,
            DramRows {
                banks: BankTiming {
                    banks: 1,
                    page_bytes: 0,
                    rp: 0.0,
                    rcd: 0.0,
                    rc: 0.0,
                    read_queue: 1,
                    write_queue: 1,
                },
                turnaround: 0.0,
                writes_per_switch: 0,
            },
        )
    }

    /// A channel with row buffers.
    pub(crate) fn with_rows(
        line_bytes: u32,
        at: crate::memory::DramCycles,
        capacity: u32,
        rows: DramRows,
    ) -> Self {
        Dram {
            banks: (rows.banks.page_bytes > 0).then(|| Banks::new(rows.banks)),
            last_end: 0.0,
            turnaround: rows.turnaround,
            writes_per_switch: rows.writes_per_switch,
            mixed: 0,
            last_fill_end: 0.0,
            line_bytes: u64::from(line_bytes),
            line_cycles: f64::from(line_bytes) / at.bytes_per_cycle.max(1e-9),
            latency: u64::from(at.latency),
            free: 0.0,
            drain_free: 0.0,
            buffered: VecDeque::new(),
            capacity: capacity as usize,
        }
    }

    /// Queues the line at `addr` at `at` (a write-back when `write`); returns when its
    /// transfer ends and its channel time.
    fn transfer(&mut self, addr: u64, at: u64, write: bool) -> (f64, f64) {
        let begin = self.free.max(at as f64);
        self.free = begin + self.line_cycles;
        let Some(banks) = self.banks.as_mut() else {
            return (self.free, self.line_cycles);
        };
        let end = banks
            .access(addr, at as f64, self.line_cycles, write)
            .max(self.free);
        self.last_end = self.last_end.max(end);
        (end, self.line_cycles)
    }

    /// Charges the bus turnaround for a write-back arriving at `at`: one round trip per
    /// `writes_per_switch` write-backs that arrive while a fill is still queued.
    fn turn_around(&mut self, at: u64) {
        if self.writes_per_switch == 0 || self.last_fill_end <= at as f64 {
            return;
        }
        self.mixed += 1;
        if self.mixed.is_multiple_of(self.writes_per_switch) {
            self.free += self.turnaround;
        }
    }

    /// A line fill requested at cycle `at`: the cycle its data has arrived (before the L3's own
    /// latency).
    pub(crate) fn fill(&mut self, addr: u64, at: u64) -> u64 {
        let end = self.transfer(addr, at, false).0;
        self.last_fill_end = self.last_fill_end.max(end);
        cycle(end) + self.latency
    }

    /// A dirty line leaves the L3 at cycle `at`: returns the cycle the eviction may proceed
    /// (`at`, or later when the write-back buffer was full).
    pub(crate) fn write_back(&mut self, addr: u64, at: u64) -> u64 {
        self.turn_around(at);
        if self.capacity == 0 {
            // no buffer: the eviction waits for its own transfer
            let (end, _) = self.transfer(addr, at, true);
            return at.max(cycle(end));
        }
        let mut at = at;
        while self.buffered.front().is_some_and(|&d| d <= at as f64) {
            self.buffered.pop_front();
        }
        if self.buffered.len() >= self.capacity {
            // wait for the oldest entry to reach DRAM
            if let Some(oldest) = self.buffered.pop_front() {
                at = at.max(cycle(oldest));
            }
        }
        let (end, time) = self.transfer(addr, at, true);
        let mut drained = self.drain_free.max(at as f64) + time;
        if self.banks.is_some() {
            // and not before its bank has written it
            drained = drained.max(end);
        }
        self.drain_free = drained;
        self.buffered.push_back(drained);
        at
    }

    /// Queues a write-back at `at` without waiting for a buffer entry (a flush, which waits for
    /// the channel to drain anyway).
    pub(crate) fn write_back_unbuffered(&mut self, addr: u64, at: u64) {
        self.transfer(addr, at, true);
    }

    /// Bytes of one line.
    pub(crate) fn line_bytes(&self) -> u64 {
        self.line_bytes
    }

    /// The cycle every transfer queued so far has ended (at least `at`).
    pub(crate) fn drained(&self, at: u64) -> u64 {
        at.max(cycle(self.free.max(self.last_end)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cycles(bytes_per_cycle: f64, latency: u32) -> crate::memory::DramCycles {
        crate::memory::DramCycles {
            bytes_per_cycle,
            latency,
        }
    }

    #[test]
    fn fills_queue_behind_write_backs() {
        // 64-byte lines at 16 B/cycle: 4 cycles a line, latency 10, room for 2 write-backs
        let mut d = Dram::new(64, cycles(16.0, 10), 2);
        assert_eq!(d.write_back(0, 0), 0); // transfer 0..4
        assert_eq!(d.write_back(0, 0), 0); // 4..8
        assert_eq!(d.fill(0, 0), 12 + 10, "a fill waits for both write-backs");
        // the buffer holds transfers ending at 4 and 8: the third write-back at 1 waits for 4
        assert_eq!(d.write_back(0, 1), 4); // 12..16
        assert_eq!(d.drained(0), 16);
    }

    #[test]
    fn write_backs_drain_ahead_of_queued_fills() {
        // 4 cycles a line, room for 2 write-backs; 10 fills queued first occupy 0..40
        let mut d = Dram::new(64, cycles(16.0, 10), 2);
        for _ in 0..10 {
            d.fill(0, 0);
        }
        assert_eq!(d.write_back(0, 0), 0); // drained by 4
        assert_eq!(d.write_back(0, 0), 0); // drained by 8
        assert_eq!(
            d.write_back(0, 1),
            4,
            "waits for the oldest drain, not for the fills"
        );
        // the channel's bandwidth is shared: everything ends after 13 lines
        assert_eq!(d.drained(0), 52);
        assert_eq!(
            d.fill(0, 0),
            56 + 10,
            "a later fill waits behind the write-backs"
        );
    }

    fn rows(writes_per_switch: u64) -> DramRows {
        // 2 banks of 1 KB rows; tRP 3, tRCD 5, tRC 20 cycles; a round trip of 10 cycles
        DramRows {
            banks: BankTiming {
                banks: 2,
                page_bytes: 1024,
                rp: 3.0,
                rcd: 5.0,
                rc: 20.0,
                read_queue: 8,
                write_queue: 8,
            },
            turnaround: 10.0,
            writes_per_switch,
        }
    }

    #[test]
    fn a_line_ends_when_both_the_channel_and_its_bank_have_moved_it() {
        // 4 cycles a line
        let mut d = Dram::with_rows(64, cycles(16.0, 10), 2, rows(0));
        assert_eq!(d.fill(0, 0), 12 + 10, "first touch: tRP 3 + tRCD 5 + 4");
        assert_eq!(d.fill(64, 0), 16 + 10, "same row: a hit");
        assert_eq!(
            d.fill(1024, 0),
            12 + 10,
            "bank 1 opens its own row meanwhile"
        );
        // bank 0, another row: tRC after the activation at 3, then tRCD and the transfer
        assert_eq!(d.fill(2048, 0), 32 + 10);
        assert_eq!(d.drained(0), 32);
    }

    #[test]
    fn write_backs_behind_queued_fills_pay_the_turnaround_per_batch() {
        let mut d = Dram::with_rows(64, cycles(16.0, 10), 8, rows(2));
        d.fill(0, 0); // its bank ends it at 12, the channel is free at 4
        d.write_back(64, 0); // fill pending: 1 of 2; a row hit after the fill, 12..16
        assert_eq!(d.drained(0), 16);
        d.write_back(128, 0); // 2 of 2: the channel loses a round trip first
                              // channel: 8 + 10 = 18, then the line 18..22; its bank is done at 20
        assert_eq!(d.drained(0), 22);
        d.write_back(192, 100); // no fill pending: nothing charged
        assert_eq!(d.drained(0), 104);
    }

    #[test]
    fn no_buffer_waits_for_the_own_transfer() {
        let mut d = Dram::new(64, cycles(16.0, 10), 0);
        assert_eq!(d.write_back(0, 0), 4);
        assert_eq!(d.write_back(0, 4), 8);
    }
}
