//! End-to-end: a kernel whose `noinline` function IGC keeps as a subroutine (`call` / `ret`),
//! with a divergent loop inside the subroutine (fixture: `tests/fixtures/call`).

mod common;
use common::*;

fn f(x: i32) -> i32 {
    let mut r = 0i32;
    let mut i = 0;
    while i < x {
        r = r.wrapping_add(i.wrapping_mul(x));
        i += 1;
    }
    r
}

#[test]
fn noinline_function_via_call_and_ret() {
    let bytes = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/call/k.dat"
    ))
    .unwrap();
    let k = eu_model::Kernel::from_offsets(isa::decode_kernel(&bytes).unwrap()).unwrap();
    let input: Vec<i32> = vec![0, 1, 5, -3, 12, 7, 2, 30, 9, 0, 4, -1, 15, 6, 3, 8];
    let mut mem = Mem::with(&[(
        0,
        bytes_of(&input.iter().map(|&v| v as u32).collect::<Vec<_>>()),
    )]);
    for g in 0..2u32 {
        let mut st = thread(8);
        st.write_ud(0, 1, g);
        set_uw(&mut st, 1, &(0..8).collect::<Vec<u16>>());
        st.write_ud(5, 2, 8); // local size
        st.write_ud(4, 0, 0); // global offset
        assert_eq!(
            run_to_end(&mut st, &k, &mut mem),
            eu_model::StepOutcome::Ended
        );
        assert_eq!(st.cf.waiting, 0);
    }
    let out = mem.u32s(0);
    for (g, &x) in input.iter().enumerate() {
        assert_eq!(
            out[g] as i32,
            f(x).wrapping_add(f(x + 1)),
            "item {g} (x = {x})"
        );
    }
}
