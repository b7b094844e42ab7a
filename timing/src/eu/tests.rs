//! Register access sets and costs of instructions as ocloc emits them (text copied from
//! iga64 listings of tests/timing_kernels). Expected registers follow from the Gen9 register
//! layout (32-byte GRFs) and the region rules; costs from public sources (the Gen9 compute architecture whitepaper's
//! SIMD-4 FPUs, the latencies of Mesa's `src/intel/compiler/brw_ir_performance.cpp`) as the default configuration states them.

use super::*;
use eu_model::ThreadId;
use eu_model::ThreadState;
use isa::Instruction;

fn inst(text: &str) -> Instruction {
    let mut v = isa::asm::assemble_instructions(text).expect("assembles");
    v.remove(0).1
}

fn grfs(r: &RegRanges) -> Vec<(u16, u16)> {
    let mut v: Vec<(u16, u16)> = r.iter().copied().collect();
    v.sort_unstable();
    v
}

fn thread() -> ThreadState {
    ThreadState::new(ThreadId(0), 16, 0xFFFF)
}

#[test]
fn simd8_mad_reads_sources_writes_one_grf() {
    let i = inst("mad (8|M0) r6.0<1>:f r5.2<0;0>:f r4.0<2;1>:f r4.0<1>:f");
    let a = reg_access(&i, &thread());
    assert_eq!(grfs(&a.reads), vec![(4, 4), (4, 4), (5, 5)]);
    assert_eq!(grfs(&a.writes), vec![(6, 6)]);
    let c = cost(&i, &EuTimingConfig::default(), 0);
    // SIMD8 fp32 on a SIMD-4 FPU: 2 passes; Mesa: latency ~8
    assert_eq!(c.pipe, PipeChoice::AnyFpu);
    assert_eq!((c.occupancy, c.latency), (2, 8));
}

#[test]
fn hot_records_list_the_scoreboard_entries_an_issue_checks_and_writes() {
    let code = eu_model::Kernel::from_instructions(vec![
        inst("mad (8|M0) r6.0<1>:f r5.2<0;0>:f r4.0<2;1>:f r4.0<1>:f"),
        inst("add (16|M0) r58.0<1>:d r3.0<0;1,0>:d r58.0<8;8,1>:d"),
        inst("mov (8|M0) r10.0<1>:ud r[a0.0]<1,0>:ud"),
    ]);
    let hot = hot_records(&analyse(&code, &EuTimingConfig::default()));
    // GRF n is scoreboard entry n: sources, then the destination (checked: no {NoDDChk}),
    // each entry once
    assert_eq!(hot[0].check(), Some(&[5, 4, 6][..]));
    assert_eq!(hot[0].writes(), Some(&[6][..]));
    assert_eq!(hot[0].cost.occupancy, 2);
    assert_eq!((hot[0].slots, hot[0].class), (8, isa::ExecClass::Alu));
    assert!(!hot[0].dynamic());
    let mut reads = hot[1].check().expect("fixed").to_vec();
    reads.sort_unstable();
    assert_eq!(reads, vec![3, 58, 59]);
    assert_eq!(hot[1].writes(), Some(&[58, 59][..]));
    // an indirect source depends on a0: no fixed lists
    assert!(hot[2].dynamic());
    assert_eq!((hot[2].check(), hot[2].writes()), (None, None));
}

#[test]
fn simd16_dword_add_spans_two_grfs() {
    let i = inst("add (16|M0) r58.0<1>:d r3.0<0;1,0>:d r58.0<8;8,1>:d");
    let a = reg_access(&i, &thread());
    assert_eq!(grfs(&a.reads), vec![(3, 3), (58, 59)]);
    assert_eq!(grfs(&a.writes), vec![(58, 59)]);
    assert_eq!(cost(&i, &EuTimingConfig::default(), 0).occupancy, 4);
}

#[test]
fn double_add_runs_on_fpu0_at_half_rate() {
    let i = inst("add (8|M0) r10.0<1>:df r12.0<4;4,1>:df r14.0<4;4,1>:df");
    let a = reg_access(&i, &thread());
    assert_eq!(grfs(&a.reads), vec![(12, 13), (14, 15)]);
    assert_eq!(grfs(&a.writes), vec![(10, 11)]);
    let c = cost(&i, &EuTimingConfig::default(), 0);
    assert_eq!(c.pipe, PipeChoice::Only(Pipe::Fpu0));
    assert_eq!((c.occupancy, c.latency), (4, 12));
}

#[test]
fn half_float_add_runs_at_double_rate() {
    let i = inst("add (16|M0) r10.0<1>:hf r12.0<16;16,1>:hf r14.0<16;16,1>:hf");
    let c = cost(&i, &EuTimingConfig::default(), 0);
    assert_eq!(c.occupancy, 2);
    assert_eq!(grfs(&reg_access(&i, &thread()).writes), vec![(10, 10)]);
}

#[test]
fn extended_math_on_fpu0() {
    let i = inst("math.inv (8|M0) r10.0<1>:f r12.0<8;8,1>:f");
    let c = cost(&i, &EuTimingConfig::default(), 0);
    assert_eq!(c.pipe, PipeChoice::Only(Pipe::Fpu0));
    // Mesa: 4 cycles per GRF, latency ~16
    assert_eq!((c.occupancy, c.latency), (4, 16));
}

#[test]
fn send_reads_payload_writes_response() {
    let i = inst("send (16|M0) r63:w r58 0xC 0x04205E00");
    let t = thread();
    assert_eq!(send_lengths(&i, &t), (2, 0, 2));
    let a = reg_access(&i, &t);
    assert_eq!(grfs(&a.reads), vec![(58, 59)]);
    assert_eq!(grfs(&a.writes), vec![(63, 64)]);
    let c = cost(&i, &EuTimingConfig::default(), 2);
    assert_eq!(c.pipe, PipeChoice::Only(Pipe::Send));
}

#[test]
fn split_send_reads_both_payloads() {
    let i = inst("sends (16|M0) null:w r58 r63 0x8C 0x04025E00");
    let t = thread();
    assert_eq!(send_lengths(&i, &t), (2, 2, 0));
    let a = reg_access(&i, &t);
    assert_eq!(grfs(&a.reads), vec![(58, 59), (63, 64)]);
    assert!(a.writes.is_empty());
}

#[test]
fn indirect_source_resolves_through_a0() {
    let i = inst("mov (16|M0) r16.0<1>:d r[a0.0]<1,0>:d");
    let mut t = thread();
    // `<1,0>` with an indirect operand: one address register per lane (a0.0..a0.15);
    // lane i reads the dword at r64.2 + i
    for lane in 0..16 {
        t.set_a0(lane, 64 * 32 + 8 + 4 * lane as u16);
    }
    let a = reg_access(&i, &t);
    assert!(a.indirect_source);
    // 16 dwords from byte 8 of r64 reach into r66
    assert_eq!(grfs(&a.reads), vec![(64, 66), (A0, A0)]);
    assert_eq!(grfs(&a.writes), vec![(16, 17)]);
    assert_eq!(cost(&i, &EuTimingConfig::default(), 0).latency, 34);
}

#[test]
fn compare_writes_flag_and_branch_reads_it() {
    let cmp = inst("cmp (16|M0) (lt)f0.0 null<1>:d r42.0<0;1,0>:ud 0x1F:uw");
    let a = reg_access(&cmp, &thread());
    assert_eq!(grfs(&a.reads), vec![(42, 42)]);
    assert_eq!(grfs(&a.writes), vec![(FLAG0, FLAG0)]);
    let br = inst("(~f1.0) jmpi (1|M0) L1\nL1:\n nop");
    assert_eq!(
        grfs(&reg_access(&br, &thread()).reads),
        vec![(FLAG1, FLAG1)]
    );
    let c = cost(&br, &EuTimingConfig::default(), 0);
    assert_eq!(c.pipe, PipeChoice::Only(Pipe::Branch));
}

#[test]
fn scoreboard_waits_for_latest_producer_and_skips_dst_with_noddchk() {
    let mut sb = Scoreboard::new();
    let t = thread();
    let w = reg_access(
        &inst("add (16|M0) r10.0<1>:f r2.0<8;8,1>:f r4.0<8;8,1>:f"),
        &t,
    );
    sb.write(&w, 20, Producer::Pipe);
    let s = reg_access(&inst("send (16|M0) r11:w r58 0xC 0x04205E00"), &t);
    sb.write(&s, 300, Producer::Send);
    // reads r11 (written by the send last)
    let r = reg_access(&inst("mov (8|M0) r20.0<1>:f r11.0<8;8,1>:f"), &t);
    assert_eq!(
        sb.readiness(&r, false),
        Readiness {
            ready: 300,
            producer: Producer::Send
        }
    );
    // writes r10 only: the destination check sees the add; NoDDChk skips it
    let d = reg_access(&inst("mov (8|M0) r10.0<1>:f r30.0<8;8,1>:f"), &t);
    assert_eq!(sb.readiness(&d, false).ready, 20);
    assert_eq!(sb.readiness(&d, true).ready, 0);
}

#[test]
fn ternary_bank_conflicts_follow_mesa_bank_layout() {
    let cfg = EuTimingConfig::default();
    // r4 and r6: both even, both in r0-r63: one bank
    let c = inst("mad (16|M0) r8.0<1>:f r5.2<0;0>:f r4.0<2;1>:f r6.0<1>:f");
    assert!(ternary_bank_conflict(&c));
    assert_eq!(cost(&c, &cfg, 0).occupancy, 4 + 2);
    // r4 and r7: even and odd
    let n = inst("mad (16|M0) r8.0<1>:f r5.2<0;0>:f r4.0<2;1>:f r7.0<1>:f");
    assert!(!ternary_bank_conflict(&n));
    // r4 and r68: same parity, different halves
    let h = inst("mad (16|M0) r8.0<1>:f r5.2<0;0>:f r4.0<2;1>:f r68.0<1>:f");
    assert!(!ternary_bank_conflict(&h));
    // the same register twice (x * x + c) is read once
    let s = inst("mad (8|M0) r6.0<1>:f r5.2<0;0>:f r4.0<2;1>:f r4.0<1>:f");
    assert!(!ternary_bank_conflict(&s));
    let off = EuTimingConfig {
        ternary_bank_conflict_cycles: 0,
        ..cfg
    };
    assert_eq!(cost(&c, &off, 0).occupancy, 4);
}

#[test]
fn dword_integer_multiply_takes_two_passes() {
    // Mesa brw_ir_performance.cpp: "32x32 integer multiplication has half the usual ALU
    // throughput" (same-size 32-bit integer sources); both FPUs take it
    let cfg = EuTimingConfig::default();
    let dd = inst("mul (16|M0) r13.0<1>:d r17.0<8;8,1>:d r13.0<8;8,1>:d");
    let c = cost(&dd, &cfg, 0);
    assert_eq!(
        (c.pipe, c.occupancy),
        (PipeChoice::AnyFpu, 8),
        "SIMD16 x 2 passes"
    );
    // a 32 x 16-bit multiply (the first half of IGC's mul + mach pair) takes one pass
    let dw = inst("mul (8|M0) r30.0<1>:ud r24.0<8;8,1>:ud r26.0<8;8,1>:uw");
    assert_eq!(cost(&dw, &cfg, 0).occupancy, 2);
    // float multiplies and 16-bit integer ones are unaffected
    let f = inst("mul (16|M0) r13.0<1>:f r17.0<8;8,1>:f r13.0<8;8,1>:f");
    assert_eq!(cost(&f, &cfg, 0).occupancy, 4);
    let w = inst("mul (16|M0) r12.0<1>:w r18.0<16;16,1>:w r12.0<16;16,1>:w");
    assert_eq!(cost(&w, &cfg, 0).occupancy, 2);
}

#[test]
fn strided_and_accumulator_operands_take_the_passes_their_bytes_need() {
    // each FPU moves 16 B of an operand a cycle (whitepaper: 96 B/cycle read, 32 B/cycle
    // write per EU over two FPUs); a channel pitch of 8 B halves the rate like a 64-bit type
    let cfg = EuTimingConfig::default();
    let occ = |t: &str| cost(&inst(t), &cfg, 0).occupancy;
    assert_eq!(
        occ("mov (8|M0) r30.0<1>:ud r14.0<8;8,1>:ud"),
        2,
        "unit stride"
    );
    assert_eq!(
        occ("mov (8|M0) r30.0<1>:ud r14.1<2;1,0>:ud"),
        4,
        "high halves of :q"
    );
    assert_eq!(
        occ("mov (8|M0) r44.0<2>:ud r38.0<8;8,1>:ud"),
        4,
        "into halves of :q"
    );
    assert_eq!(
        occ("add (16|M0) r4.0<1>:d r3.0<0;1,0>:d r1.0<16;16,1>:uw"),
        4,
        "scalar"
    );
    assert_eq!(
        occ("mov (16|M0) r10.0<1>:f r20.0<16;8,1>:f"),
        4,
        "row gaps do not count"
    );
    // integer accumulator channels are 8 B (Mesa brw_ir_performance.cpp accum_reg_of_channel)
    assert_eq!(
        occ("mul (8|M0) acc0.0<1>:ud r24.0<8;8,1>:ud r26.0<2;1,0>:uw"),
        4
    );
    // mach reads and writes it too (Mesa's half-rate rule names mul and mad only)
    assert_eq!(
        occ("mach (8|M0) r40.0<1>:d r30.0<8;8,1>:ud r34.0<8;8,1>:ud {AccWrEn}"),
        4
    );
    // a float accumulator keeps the type's width
    assert_eq!(occ("mov (8|M0) acc0.0<1>:f r24.0<8;8,1>:f"), 2);
}
