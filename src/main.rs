//! The `eusim` command line (see `eusim --help` and the README).

mod cli;
mod front;

fn main() {
    let args = <cli::Cli as clap::Parser>::parse();
    cli::init_logging(&args);
    if let Err(e) = cli::run(args) {
        // The reason on one line, then any detail the error carries (a compiler's build
        // log) as it was printed; non-zero exit.
        let msg = format!("{e:#}");
        let mut lines = msg.lines();
        eprintln!("eusim: {}", lines.next().unwrap_or("error"));
        for l in lines {
            eprintln!("{l}");
        }
        std::process::exit(1);
    }
}
