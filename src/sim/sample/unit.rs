//! The skip unit of a sampled run, measured from the launch's own addresses.
//!
//! A skip keeps the memory side's state laid out as the skipped groups would have left it
//! when the groups after it touch the lines the groups before it did, shifted by a multiple
//! of the memory side's layout period ([`timing::engine::sample::layout_period`]: the L3's
//! and the LLC's way size and the DRAM's bank cycle). A buffer each group advances by `a`
//! lines (a 1024^3 SGEMM's row of 128 groups advances its `A` and `C` by 512 lines: 4 a
//! group) needs skips of `period / a` groups, and the launch the least common multiple over
//! its buffers; a buffer every group reads whole needs none. Rather than assume one line a
//! group, the unit is measured: the smallest power of two `q` of groups for which probed
//! groups `b` and `b + q` read the same lines and write the same lines modulo the period
//! (each probed group runs functionally, alone, on a view of the initial memory), but for
//! at most [`TOLERANCE`] of them: a minor stream that advances by a fraction of a line a
//! group (a reduction's one float out per group: a 16th of a line) would otherwise ask for
//! skips longer than the launch, for lines that carry a sliver of its traffic.

use crate::sim::functional::GroupLines;

/// Largest unit probed, in layout periods of groups (a group that advances its buffers by a
/// 64th of a line, one dword, needs 64 periods).
pub const MAX_UNIT_PERIODS: u64 = 64;

/// Base groups `b` probed (with `b + q`) for each candidate unit `q`.
pub const BASES: u64 = 3;

/// Largest share of a probed pair's lines (read and written, both groups) whose offsets
/// within the period the other group does not match, for the pair to count as laid out
/// alike.
pub const TOLERANCE: f64 = 0.125;

/// Bytes of a tracked line ([`memory_model::LINE_BYTES`]).
const LINE: u64 = memory_model::LINE_BYTES;

/// The smallest power of two `q` of groups, at most `total / 2` and [`MAX_UNIT_PERIODS`]
/// periods, for which every probed pair of groups `b` and `b + q` reads and writes the same
/// lines modulo `period_bytes`; `None` when no candidate holds or a probe fails. `probe`
/// returns the lines of the groups asked, in order.
pub fn skip_unit<E>(
    total: u64,
    period_bytes: u64,
    mut probe: impl FnMut(&[u64]) -> Result<Vec<GroupLines>, E>,
) -> Option<u64> {
    let period_bytes = period_bytes.max(LINE);
    let limit = (total / 2).min(MAX_UNIT_PERIODS * (period_bytes / LINE));
    let mut seen: std::collections::BTreeMap<u64, GroupLines> = Default::default();
    let mut q = 1;
    while q <= limit {
        let pairs = bases(total, q);
        let ask: Vec<u64> = pairs
            .iter()
            .flat_map(|&b| [b, b + q])
            .filter(|g| !seen.contains_key(g))
            .collect();
        let mut ask = ask;
        ask.sort_unstable();
        ask.dedup();
        let got = probe(&ask).ok()?;
        seen.extend(ask.into_iter().zip(got));
        let same = |b: &u64| {
            let (x, y) = (seen.get(b), seen.get(&(b + q)));
            x.zip(y)
                .is_some_and(|(x, y)| same_layout(x, y, period_bytes))
        };
        if !pairs.is_empty() && pairs.iter().all(same) {
            return Some(q);
        }
        q *= 2;
    }
    None
}

/// The base groups probed for unit `q` of a launch of `total` groups: [`BASES`] spread
/// over the launch, offset by one group each so that they do not all fall on the first
/// column of a 2D launch.
fn bases(total: u64, q: u64) -> Vec<u64> {
    let span = total.saturating_sub(q);
    (1..=BASES)
        .map(|j| j * span / (BASES + 1) + j)
        .filter(|&b| b + q < total)
        .collect()
}

/// Whether `a` and `b` read the same lines and write the same lines modulo `period_bytes`,
/// but for at most [`TOLERANCE`] of their lines.
fn same_layout(a: &GroupLines, b: &GroupLines, period_bytes: u64) -> bool {
    let (r, w) = (period_bytes, period_bytes);
    let (dr, nr) = differ(&residues(&a.read, r), &residues(&b.read, r));
    let (dw, nw) = differ(&residues(&a.written, w), &residues(&b.written, w));
    (dr + dw) as f64 <= TOLERANCE * (nr + nw) as f64
}

/// Offsets in one sorted multiset and not the other (both ways), and their sizes summed.
fn differ(a: &[u64], b: &[u64]) -> (usize, usize) {
    let (mut i, mut j, mut common) = (0, 0, 0);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => {
                common += 1;
                i += 1;
                j += 1;
            }
        }
    }
    let n = a.len() + b.len();
    (n - 2 * common, n)
}

/// The offsets of `lines` within the period, sorted (a multiset: lines a period apart count
/// once each).
fn residues(lines: &[u64], period_bytes: u64) -> Vec<u64> {
    let mut r: Vec<u64> = lines
        .iter()
        .map(|l| l.wrapping_mul(LINE) % period_bytes)
        .collect();
    r.sort_unstable();
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 8 192 lines of 64 B: the DRAM bank cycle of `gen9-gt2` (16 banks x 8 KiB).
    const PERIOD: u64 = 8192 * 64;

    /// The unit for a launch of `total` groups whose group `g` touches `lines(g)`; also
    /// counts the groups probed.
    fn unit(total: u64, lines: impl Fn(u64) -> GroupLines) -> (Option<u64>, usize) {
        let mut probed = 0;
        let u = skip_unit::<()>(total, PERIOD, |gs| {
            probed += gs.len();
            Ok(gs.iter().map(|&g| lines(g)).collect())
        });
        (u, probed)
    }

    /// A SIMD8 SGEMM tile of 1024^3: groups 128 wide (8 columns of 4 B each), 8 rows each.
    /// `A` (line 0 on) rows 8y..8y+8 whole, `B` (4 MiB on) 8 columns of every row, `C` (8
    /// MiB on) written 8 x 8.
    fn sgemm(g: u64) -> GroupLines {
        let (x, y) = (g % 128, g / 128);
        let row = 1024 * 4 / LINE; // 64 lines
        let a = (8 * y * row)..(8 * (y + 1) * row);
        let b = (0..1024).map(|r| 65_536 + r * row + x / 2);
        let c = (0..8).map(|i| 131_072 + (8 * y + i) * row + x / 2);
        let mut read: Vec<u64> = a.chain(b).collect();
        read.sort_unstable();
        GroupLines {
            read,
            written: c.collect(),
        }
    }

    #[test]
    fn a_gemm_whose_rows_of_groups_advance_a_and_c_by_512_lines_skips_2048_groups() {
        // 16 rows of 128 groups shift A and C by 8 192 lines, B not at all; 8 rows by 4 096
        let (u, probed) = unit(16_384, sgemm);
        assert_eq!(u, Some(2048));
        assert!(probed <= 6 * 12, "{probed} groups probed");
    }

    #[test]
    fn streams_of_whole_and_partial_lines_per_group() {
        let stream = |bytes: u64| {
            move |g: u64| GroupLines {
                read: ((g * bytes / LINE)..((g + 1) * bytes).div_ceil(LINE)).collect(),
                written: (((1 << 30) + g * bytes) / LINE..((1 << 30) + (g + 1) * bytes) / LINE)
                    .collect(),
            }
        };
        // 4 lines a group (copy4: 16 work-items x 16 B), 1 line, half a line
        assert_eq!(unit(65_536, stream(256)).0, Some(2048));
        assert_eq!(unit(65_536, stream(64)).0, Some(8192));
        assert_eq!(unit(65_536, stream(32)).0, Some(16_384));
        // three lines a group: only whole periods of groups keep the layout
        assert_eq!(unit(65_536, stream(192)).0, Some(8192));
    }

    #[test]
    fn a_minor_stream_of_a_fraction_of_a_line_does_not_set_the_unit() {
        // reduce16: 16 passes of 4 lines a group over a 16 MiB-strided input, one float out
        // per group (a 16th of a line: alone it would need 131 072 groups)
        let reduce = |g: u64| GroupLines {
            read: (0..16)
                .map(|i| i * 262_144 + 4 * g)
                .flat_map(|l| l..l + 4)
                .collect(),
            written: vec![(1 << 24) + g / 16],
        };
        assert_eq!(unit(16_384, reduce).0, Some(2048));
        // the same lines' offsets: 0 of 4; one of four lines each side differs: 2 of 8
        assert_eq!(differ(&[1, 2], &[1, 2]), (0, 4));
        assert_eq!(differ(&[1, 2, 3, 4], &[2, 3, 4, 5]), (2, 8));
        assert_eq!(differ(&[1, 1, 2], &[1, 2, 2]), (2, 6), "multisets");
    }

    #[test]
    fn groups_that_touch_the_same_lines_or_none_skip_one_group() {
        let same = |_| GroupLines {
            read: vec![5, 6, 7],
            written: vec![],
        };
        assert_eq!(unit(1000, same).0, Some(1));
        assert_eq!(unit(1000, |_| GroupLines::default()).0, Some(1));
    }

    #[test]
    fn no_unit_when_no_candidate_keeps_the_layout_or_a_probe_fails() {
        // a line that depends on the group in no periodic way
        let scattered = |g: u64| GroupLines {
            read: vec![g.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40],
            written: vec![],
        };
        assert_eq!(unit(4096, scattered).0, None);
        assert_eq!(skip_unit(4096, PERIOD, |_| Err("fault")), None);
        // too few groups for any pair
        assert_eq!(unit(1, sgemm).0, None);
    }

    #[test]
    fn bases_are_spread_and_leave_room_for_the_unit() {
        assert_eq!(bases(16_384, 2048), vec![3585, 7170, 10_755]);
        assert!(bases(10, 8).iter().all(|&b| b + 8 < 10));
    }
}
