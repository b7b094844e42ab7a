//! docs/configuration.md carries the parameter reference that `eusim config --describe
//! --markdown` generates from the declarations: it must be current.

use eusim::config::MachineConfig;

#[test]
fn configuration_reference_is_current() {
    let doc = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/docs/configuration.md"
    ))
    .expect("docs/configuration.md");
    let start = "<!-- generated: eusim config --describe --markdown -->\n";
    let table = doc
        .split_once(start)
        .and_then(|(_, rest)| rest.split_once("<!-- end generated -->"))
        .map(|(t, _)| t)
        .expect("generated markers");
    assert_eq!(
        table,
        MachineConfig::default().describe_markdown(),
        "regenerate the table: eusim config --describe --markdown"
    );
    // a parameter of every section is there, with its unit
    for row in [
        "| `clock_mhz` | 1150 | MHz |",
        "| `memory.dram_gbps` | 23 | GB/s |",
        "| `timing.alu_latency` | 8 | cycles |",
    ] {
        assert!(table.contains(row), "{row}");
    }
}
