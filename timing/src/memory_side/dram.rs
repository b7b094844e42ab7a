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
//! Row buffers: DRAM is read a row (page) at a time; each of `dram_banks` banks keeps its last
//! row open, and a line in another row first closes it and opens its own (precharge and
//! activate, tRP + tRCD). Lines map to banks page by page (`dram_page_bytes` of consecutive
//! addresses per bank, banks in turn). The controller overlaps an activation in one bank with
//! transfers from the others, so a row miss costs the channel `dram_row_miss_ns / dram_banks`
//! on average: streams that stay in their rows (sequential reads) run at `dram_gbps`, streams
//! that keep switching rows of a bank (large power-of-two strides) lose to the activations.

use std::collections::VecDeque;

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
    /// Channel cycles a row miss costs (tRP + tRCD over the banks), 0 for none.
    row_miss_cycles: f64,
    /// Bytes of one bank's row.
    page_bytes: u64,
    /// Open row of each bank (`u64::MAX`: none).
    open_rows: Vec<u64>,
}

/// The DRAM's row-buffer organisation, in GPU cycles.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct DramRows {
    /// Bytes of one bank's row (0: no row model).
    pub(crate) page_bytes: u64,
    /// Banks.
    pub(crate) banks: u32,
    /// Channel cycles of one row miss (tRP + tRCD in cycles, before the overlap over banks).
    pub(crate) miss_cycles: f64,
}

impl Dram {
    #[cfg(test)]
    pub(crate) fn new(line_bytes: u32, at: crate::memory::DramCycles, capacity: u32) -> Self {
        Dram::with_rows(
            line_bytes,
            at,
            capacity,
            DramRows {
                page_bytes: 0,
                banks: 1,
                miss_cycles: 0.0,
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
        let banks = rows.banks.max(1);
        Dram {
            row_miss_cycles: if rows.page_bytes == 0 {
                0.0
            } else {
                rows.miss_cycles / f64::from(banks)
            },
            page_bytes: rows.page_bytes,
            open_rows: vec![u64::MAX; banks as usize],
            line_bytes: u64::from(line_bytes),
            line_cycles: f64::from(line_bytes) / at.bytes_per_cycle.max(1e-9),
            latency: u64::from(at.latency),
            free: 0.0,
            drain_free: 0.0,
            buffered: VecDeque::new(),
            capacity: capacity as usize,
        }
    }

    /// Channel cycles of the line at `addr`: its transfer, plus a row miss's share when its
    /// bank has another row open.
    fn line_time(&mut self, addr: u64) -> f64 {
        if self.page_bytes == 0 {
            return self.line_cycles;
        }
        let page = addr / self.page_bytes;
        let banks = self.open_rows.len() as u64;
        let (bank, row) = ((page % banks) as usize, page / banks);
        if self.open_rows[bank] == row {
            return self.line_cycles;
        }
        self.open_rows[bank] = row;
        self.line_cycles + self.row_miss_cycles
    }

    /// Queues the line at `addr` at `at`; returns when its transfer ends and its channel time.
    fn transfer(&mut self, addr: u64, at: u64) -> (f64, f64) {
        let time = self.line_time(addr);
        let begin = self.free.max(at as f64);
        self.free = begin + time;
        (self.free, time)
    }

    /// A line fill requested at cycle `at`: the cycle its data has arrived (before the L3's own
    /// latency).
    pub(crate) fn fill(&mut self, addr: u64, at: u64) -> u64 {
        cycle(self.transfer(addr, at).0) + self.latency
    }

    /// A dirty line leaves the L3 at cycle `at`: returns the cycle the eviction may proceed
    /// (`at`, or later when the write-back buffer was full).
    pub(crate) fn write_back(&mut self, addr: u64, at: u64) -> u64 {
        if self.capacity == 0 {
            // no buffer: the eviction waits for its own transfer
            let (end, _) = self.transfer(addr, at);
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
        let (_, time) = self.transfer(addr, at);
        let drained = self.drain_free.max(at as f64) + time;
        self.drain_free = drained;
        self.buffered.push_back(drained);
        at
    }

    /// Queues a write-back at `at` without waiting for a buffer entry (a flush, which waits for
    /// the channel to drain anyway).
    pub(crate) fn write_back_unbuffered(&mut self, addr: u64, at: u64) {
        self.transfer(addr, at);
    }

    /// Bytes of one line.
    pub(crate) fn line_bytes(&self) -> u64 {
        self.line_bytes
    }

    /// The cycle every transfer queued so far has ended (at least `at`).
    pub(crate) fn drained(&self, at: u64) -> u64 {
        at.max(cycle(self.free))
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

    #[test]
    fn row_misses_cost_the_channel_their_share() {
        // 4 cycles a line; 2 banks of 1 KB rows; a miss costs 8 cycles over 2 banks = 4
        let rows = DramRows {
            page_bytes: 1024,
            banks: 2,
            miss_cycles: 8.0,
        };
        let mut d = Dram::with_rows(64, cycles(16.0, 10), 2, rows);
        assert_eq!(d.fill(0, 0), 8 + 10, "first touch opens the row");
        assert_eq!(d.fill(64, 0), 12 + 10, "same row: a hit");
        assert_eq!(d.fill(1024, 0), 20 + 10, "bank 1 opens its row");
        assert_eq!(d.fill(2048, 0), 28 + 10, "bank 0, another row: a miss");
        assert_eq!(d.fill(0, 0), 36 + 10, "and back: a miss again");
    }

    #[test]
    fn no_buffer_waits_for_the_own_transfer() {
        let mut d = Dram::new(64, cycles(16.0, 10), 0);
        assert_eq!(d.write_back(0, 0), 4);
        assert_eq!(d.write_back(0, 4), 8);
    }
}
