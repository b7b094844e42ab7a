//! Manual throughput check of the functional core (ignored by default; run with
//! `cargo test --release -p eu-model --test throughput -- --ignored --nocapture`).
//! It executes the corpus's `while_collatz` kernel (SIMD16, divergent loop) repeatedly and
//! prints simulated instructions per second.

mod common;
use common::*;

#[test]
#[ignore]
fn throughput_while_collatz() {
    let k = heap("ordinary_control", "while_collatz");
    let input: Vec<u32> = (0..16).map(|i| 77031 + i * 2).collect();
    let mut mem = Mem::with(&[(0, bytes_of(&input)), (1, vec![0; 64])]);
    let t = std::time::Instant::now();
    let mut n = 0;
    for _ in 0..3000 {
        let mut st = thread(16);
        set_uw(&mut st, 1, &(0..16).collect::<Vec<u16>>());
        st.write_ud(5, 4, 16);
        run_to_end(&mut st, &k, &mut mem);
        n += st.instructions_executed();
    }
    let s = t.elapsed().as_secs_f64();
    println!(
        "{n} instructions in {s:.3}s = {:.2} M instructions/s",
        n as f64 / s / 1e6
    );
}
