//! `render_info` output: complete (every kernel, argument and data parameter listed),
//! deterministic, and consistent with ocloc's PTM dump for the numbers it prints.

use std::path::{Path, PathBuf};

use eusim::program::{parse_program, render_info, tokens::data_parameter_name};

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus")
}

fn corpus_files() -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(corpus().join("bin"))
        .unwrap()
        .filter_map(|e| {
            let p = e.ok()?.path();
            if p.extension()? != "bin" {
                return None;
            }
            Some(p.file_stem()?.to_string_lossy().into_owned())
        })
        .collect();
    v.sort();
    v
}

#[test]
fn info_lists_everything_and_is_deterministic() {
    for file in corpus_files() {
        let bin = std::fs::read(corpus().join("bin").join(format!("{file}.bin"))).unwrap();
        let p = parse_program(&bin).unwrap();
        let text = render_info(&p);
        assert_eq!(text, render_info(&parse_program(&bin).unwrap()), "{file}");
        if std::env::var_os("EUSIM_PRINT_INFO").is_some() {
            println!("==== {file}\n{text}");
        }
        for k in &p.kernels {
            let section = text
                .split("\nkernel ")
                .find(|s| s.starts_with(&format!("{}\n", k.name)))
                .unwrap_or_else(|| panic!("{file}: no section for kernel {}", k.name));
            assert!(section.contains(&format!("  SIMD width: {}", k.simd_width().unwrap())));
            assert!(
                section.contains("unknown tokens: none"),
                "{file}::{}",
                k.name
            );
            assert!(section.contains(&format!("arguments ({}):", k.args.len())));
            for a in &k.args {
                assert!(
                    section.contains(&format!("#{} {}", a.index, a.name())),
                    "{file}::{} arg {}",
                    k.name,
                    a.index
                );
            }
            let params = section
                .split("data parameters (")
                .nth(1)
                .unwrap_or_else(|| panic!("{file}::{}: no data parameters", k.name));
            for d in &k.data_parameters {
                let name = data_parameter_name(d.kind).unwrap();
                assert!(params.contains(name), "{file}::{}: {name}", k.name);
            }
        }
    }
}
