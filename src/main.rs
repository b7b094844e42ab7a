//! The `eusim` command line (see `eusim --help` and design.md's CLI contract).

mod cli;

fn main() {
    let args = <cli::Cli as clap::Parser>::parse();
    cli::init_logging(&args);
    if let Err(e) = cli::run(args) {
        // One line on stderr, non-zero exit (design.md CLI contract).
        let msg = format!("{e:#}").replace('\n', " ");
        eprintln!("eusim: {msg}");
        std::process::exit(1);
    }
}
