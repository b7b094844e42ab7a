//! The sampling plan: which groups it times, its estimate and its checks.

use super::*;

/// A plan for `total` groups, `waves` sampled, no L3 warm-up bytes, after a first round
/// placing `c` groups.
fn plan(waves: u32, total: u64, c: u64) -> Plan {
    let mut p = Plan::new(Sampling::waves(waves), total, [0, 0], 1);
    assert_eq!(p.skip(0, [0, 0]), 0);
    for g in 0..c {
        p.placed(g, 0);
    }
    p.filled(c);
    p
}

#[test]
fn a_plan_times_the_warm_up_waves_a_systematic_sample_and_the_last_wave() {
    let mut p = plan(4, 1000, 10);
    assert_eq!(p.skip(10, [0, 0]), 0, "wave 1: warm-up");
    assert_eq!(p.skip(15, [0, 0]), 0, "inside a wave: placed as is");
    // 100 waves of 10: warm-up 0, 1; 4 of the 97 middle waves, near waves 14, 38, 62
    // and 86 (groups 140, 380, 620, 860), each led by an unreported wave; skips are
    // multiples of 128 groups, the largest power of two within the 222 groups between
    // evenly spaced blocks and their leads (242 - 20)
    assert_eq!(p.skip(20, [0, 0]), 128, "to group 148, the first lead");
    assert_eq!(p.blocks, vec![158, 434, 582, 858]);
    assert_eq!(p.tail, 990, "the last wave, 99");
    assert_eq!(p.skip(148, [0, 0]), 0, "the lead wave");
    assert_eq!(p.skip(158, [0, 0]), 0, "a timed block");
    assert_eq!(p.skip(167, [0, 0]), 0, "its last group");
    assert_eq!(p.skip(168, [0, 0]), 256, "to the next block's lead");
    // the last block ends at group 868: the skip to the tail is of any length, here 122
    // groups (not a multiple of 128)
    assert_eq!(p.skip(868, [0, 0]), 122, "to the tail");
    assert_eq!(p.skip(990, [0, 0]), 0, "the tail");
    assert_eq!(p.skip(999, [0, 0]), 0, "the tail runs to the end");
}

#[test]
fn skips_span_at_least_the_memory_layout_period() {
    let mut p = Plan::new(Sampling::waves(4), 1000, [0, 0], 300);
    assert_eq!(p.skip(0, [0, 0]), 0);
    p.filled(10);
    // the period rounds up to 512 groups: the four blocks cluster where that allows
    assert_eq!(p.skip(20, [0, 0]), 0);
    assert_eq!(p.blocks, vec![30, 562, 582, 602]);
    assert_eq!(p.tail, 990, "the last wave, after a skip of 378 groups");
    // between blocks: the block's 10 groups, a skip, the next lead's 10
    assert!(p.blocks.windows(2).all(|b| (b[1] - b[0] - 20) % 512 == 0));
}

#[test]
fn a_measured_unit_replaces_the_layout_period() {
    let spec = Sampling {
        waves: 4,
        unit: Some(256),
    };
    let mut p = Plan::new(spec, 1000, [0, 0], 300);
    assert_eq!(p.skip(0, [0, 0]), 0);
    p.filled(10);
    // as in the first test, but skips are multiples of 256 groups (not the 512 the
    // period of 300 rounds to, nor the 128 the even spacing allows): targets 140, 380,
    // 620 and 860 round to blocks at 30, 306, 582 and 858 (each after a lead wave); the
    // last block ends at 868, the tail is the last wave (990)
    assert_eq!(p.skip(20, [0, 0]), 0);
    assert_eq!(p.blocks, vec![30, 306, 582, 858]);
    assert_eq!(p.tail, 990);
    let s = p.finish(1000);
    assert_eq!(s.skip_unit, 256);
    assert!(
        s.method.contains("multiple of 256 groups (measured"),
        "{}",
        s.method
    );
    // three skips of 256 before the blocks' leads, then 868..990 before the tail
    assert_eq!(s.groups_skipped, 3 * 256 + 122);
}

#[test]
fn the_warm_up_lasts_until_twice_the_caches_capacity_moved() {
    let mut p = Plan::new(Sampling::waves(4), 1000, [100, 1000], 1);
    p.filled(10);
    assert_eq!(
        p.skip(20, [150, 5000]),
        0,
        "150 of 200 bytes: wave 2 warms up too"
    );
    assert_eq!(p.skip(20, [250, 1500]), 0, "1500 of 2000 bytes past the L3");
    // from wave 3: blocks near waves 15, 39, 63 and 87 (96 middle waves)
    assert_eq!(p.skip(30, [250, 2000]), 128);
    assert_eq!(p.blocks, vec![168, 444, 592, 868]);
    let s = p.finish(1000);
    // 3 warm-up waves, 4 blocks and their 4 leads, the tail: the last wave (group 990)
    assert_eq!(p.tail, 990);
    assert_eq!((s.waves_warm_up, s.waves_timed), (3, 12));
    assert_eq!(s.groups_skipped, 1000 - 30 - 80 - 10);
    assert!(s.method.contains("led by 10 groups"), "{}", s.method);
}

#[test]
fn short_launches_are_timed_in_full() {
    let mut p = plan(24, 200, 10);
    assert_eq!(p.skip(20, [0, 0]), 0);
    assert_eq!(p.blocks, (2..19).map(|w| w * 10).collect::<Vec<_>>());
    assert_eq!(p.tail, 190);
    assert_eq!(p.finish(1234).estimate(), 1234);
}

#[test]
fn the_estimate_adds_the_skipped_groups_at_the_sampled_mean() {
    // 10 waves of 1 group, 2 warm + 2 sampled (each led by a group) + the tail; 7 middle
    // waves, targets 3 and 7, skips of 1 group
    let mut p = plan(2, 10, 1);
    assert_eq!(p.skip(2, [0, 0]), 0, "the first lead follows the warm-up");
    assert_eq!((p.blocks.clone(), p.tail), (vec![3, 7], 9));
    assert_eq!(p.skip(4, [0, 0]), 2, "to the second lead, group 6");
    assert_eq!(p.skip(8, [0, 0]), 1, "to the tail");
    // warm waves 100 cycles each, leads 2 and 6, sampled blocks 40 (240 to the lead at
    // 280) and 60 (300 to the tail at 360)
    for (g, at) in [(1, 100), (2, 200), (3, 240), (6, 280), (7, 300), (9, 360)] {
        p.placed(g, at);
    }
    let s = p.finish(400);
    assert_eq!((s.waves, s.waves_skipped, s.waves_sampled), (10, 3, 2));
    assert_eq!(s.groups_skipped, 3, "groups 4, 5 and 8");
    assert_eq!(s.wave_cycles_mean, 50.0);
    assert_eq!(s.estimate(), 550);
    // half-width: t(1) x sd/sqrt(2) x sqrt(5/6) x 3 skipped, sd = sqrt(200)
    let half = 12.706 * 200f64.sqrt() / 2f64.sqrt() * (5.0f64 / 6.0).sqrt() * 3.0;
    assert_eq!(s.cycles_high, (550.0 + half).round() as u64);
    assert_eq!(s.cycles_low, (550.0 - half).max(400.0).round() as u64);
}

#[test]
fn sampled_waves_far_from_the_warm_up_waves_are_reported() {
    // 40 waves of 1 group; warm-up until wave 10 by bytes; waves 100 cycles apart in the
    // warm-up, the sampled ones 150: +50 %, past the 2 % tolerance
    let mut p = Plan::new(Sampling::waves(4), 40, [100, 100], 1);
    p.placed(0, 0);
    p.filled(1);
    for g in 1..10 {
        assert_eq!(p.skip(g, [0, 0]), 0);
        p.placed(g, 100 * g);
    }
    assert_eq!(p.skip(10, [200, 200]), 4);
    let mut at = 1000;
    for g in p.blocks.clone().into_iter().chain([p.tail]) {
        p.placed(g, at);
        at += 150;
    }
    let s = p.finish(at);
    // waves 5..9 consecutive, 100 cycles each
    assert_eq!(s.warm_wave_cycles_mean, 100.0);
    assert_eq!(s.wave_cycles_mean, 150.0);
    assert!(s.warning.as_deref().unwrap().contains("+50.0 %"), "{s:?}");
    assert_eq!(check(101.0, 100.0, 0.0), None, "within 2 %");
    assert_eq!(check(150.0, 100.0, 60.0), None, "within the interval");
}

#[test]
fn a_launch_timed_in_full_has_no_warning() {
    // as above, but 64 sampled waves asked of 29 middle ones: every wave is timed, so the
    // same +50 % change of pace after the warm-up is the launch's own, not a skip's
    let mut p = Plan::new(Sampling::waves(64), 40, [100, 100], 1);
    p.placed(0, 0);
    p.filled(1);
    for g in 1..10 {
        assert_eq!(p.skip(g, [0, 0]), 0);
        p.placed(g, 100 * g);
    }
    let mut at = 1000;
    for g in 10..40 {
        assert_eq!(p.skip(g, [200, 200]), 0, "group {g} is timed");
        p.placed(g, at);
        at += 150;
    }
    let s = p.finish(at);
    assert_eq!((s.groups_skipped, s.waves_skipped), (0, 0));
    assert_eq!(s.estimate(), at);
    assert_eq!(s.warm_wave_cycles_mean, 100.0);
    assert_eq!(s.warning, None, "{s:?}");
}
