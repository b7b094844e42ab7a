//! End-to-end: a loop whose back-edge is a backward `goto.b` and whose `continue`/`break`
//! are forward gotos with joins (fixture: `tests/fixtures/goto_back`).

mod common;
use common::*;

#[test]
fn do_while_with_backward_goto() {
    let bytes = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/goto_back/a.dat"
    ))
    .unwrap();
    let k = eu_model::Kernel::decode(&bytes).unwrap();
    let p0: Vec<i32> = vec![1, 2, 0, 5, 3, 7, 4, 1, 6, 2, 9, 0, 8, 3, 5, 1, 4];
    let q: Vec<i32> = vec![1, -2, 3, 0, 5, -1, 2, 4];
    let u = |v: &[i32]| bytes_of(&v.iter().map(|&x| x as u32).collect::<Vec<_>>());
    let mut mem = Mem::with(&[(0, u(&p0)), (1, u(&q))]);
    let mut st = thread(16);
    set_uw(&mut st, 1, &(0..16).collect::<Vec<u16>>());
    st.write_ud(5, 4, 16); // local size
    st.write_ud(4, 0, 0); // global offset
    assert_eq!(
        run_to_end(&mut st, &k, &mut mem),
        eu_model::StepOutcome::Ended
    );
    assert_eq!(st.cf.waiting, 0);
    let out: Vec<i32> = mem.u32s(0).into_iter().map(|v| v as i32).collect();
    for g in 0..16 {
        let mut x = p0[g];
        let mut i = 0i32;
        loop {
            x = x.wrapping_mul(3).wrapping_add(q[(i & 7) as usize]);
            if x & 4 != 0 {
                i += 2;
            } else if x > 1000 {
                break;
            } else {
                i += 1;
            }
            if i >= p0[g + 1] {
                break;
            }
        }
        assert_eq!(out[g], x.wrapping_add(i), "item {g}");
    }
    assert_eq!(out[16], p0[16], "item past the range untouched");
}

#[test]
fn goto_out_of_nested_loops() {
    let bytes = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/goto_back/b.dat"
    ))
    .unwrap();
    let k = eu_model::Kernel::decode(&bytes).unwrap();
    let p0: Vec<i32> = vec![0, 1, 2, 3, -4, 5, 6, -1, 100, 4, -7, 2, 1, 0, 9, -100];
    let mut mem = Mem::with(&[(
        0,
        bytes_of(&p0.iter().map(|&x| x as u32).collect::<Vec<_>>()),
    )]);
    let mut st = thread(16);
    set_uw(&mut st, 1, &(0..16).collect::<Vec<u16>>());
    st.write_ud(5, 2, 16); // local size
    st.write_ud(4, 0, 0); // global offset
    assert_eq!(
        run_to_end(&mut st, &k, &mut mem),
        eu_model::StepOutcome::Ended
    );
    assert_eq!(st.cf.waiting, 0);
    let out: Vec<i32> = mem.u32s(0).into_iter().map(|v| v as i32).collect();
    for g in 0..16 {
        let mut x = p0[g];
        'out: for i in 0..10 {
            let mut j = 0;
            while j < x {
                if j == 5 {
                    break 'out;
                }
                x = x.wrapping_add(j);
                j += 1;
            }
            x ^= i;
        }
        assert_eq!(out[g], x, "item {g} (x0 = {})", p0[g]);
    }
}
